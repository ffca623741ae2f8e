import * as ops from '@core/contract/sync';
import { issuanceMembers, ISSUANCES } from '../../household/household-sync';
import { deleteHandler, pullHandler, putHandler } from '../../sync/sync-handlers';

/** The tickets issued with the household's accounts, synced with the device like every synced table. */
export const pullIssuances = pullHandler(ISSUANCES, ops.pullIssuances);
export const putIssuance = putHandler(ISSUANCES, ops.putIssuance, () => issuanceMembers);
export const deleteIssuance = deleteHandler(ISSUANCES, ops.deleteIssuance);
