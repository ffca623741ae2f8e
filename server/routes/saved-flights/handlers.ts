import * as ops from '@core/contract/sync';
import { deleteHandler, pullHandler, putHandler } from '../../sync/sync-handlers';
import { SAVED_FLIGHTS } from '../../sync/sync-table';

/** Saved flights, synced with the device like every synced table. */
export const pullSavedFlights = pullHandler(SAVED_FLIGHTS, ops.pullSavedFlights);
export const putSavedFlight = putHandler(SAVED_FLIGHTS, ops.putSavedFlight);
export const deleteSavedFlight = deleteHandler(SAVED_FLIGHTS, ops.deleteSavedFlight);
