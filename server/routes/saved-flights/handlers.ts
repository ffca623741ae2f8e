import { deleteHandler, pullHandler, putHandler } from '../../sync/sync-handlers';
import { SAVED_FLIGHTS } from '../../sync/sync-table';
import { savedFlightBody } from './routes';

/** Saved flights, synced with the device like every synced table. */
export const pullSavedFlights = pullHandler(SAVED_FLIGHTS);
export const putSavedFlight = putHandler(SAVED_FLIGHTS, savedFlightBody);
export const deleteSavedFlight = deleteHandler(SAVED_FLIGHTS);
