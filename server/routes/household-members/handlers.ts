import * as ops from '@core/contract/sync';
import { HOUSEHOLD_MEMBERS, memberNotInUse, memberWrite } from '../../household/household-sync';
import { deleteHandler, pullHandler, putHandler } from '../../sync/sync-handlers';

/** The household's members, synced with the device like every synced table. */
export const pullHouseholdMembers = pullHandler(HOUSEHOLD_MEMBERS, ops.pullHouseholdMembers);
export const putHouseholdMember = putHandler(HOUSEHOLD_MEMBERS, ops.putHouseholdMember, () => memberWrite);
export const deleteHouseholdMember = deleteHandler(HOUSEHOLD_MEMBERS, ops.deleteHouseholdMember, memberNotInUse);
