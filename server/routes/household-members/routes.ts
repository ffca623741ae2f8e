import * as ops from '@core/contract/sync';
import { MEMBERS_FULL } from '@core/schemas/household';
import { MEMBER_IN_USE } from '../../household/household-sync';
import { errorReply } from '../../openapi/contract';
import { syncedRoutes } from '../../openapi/synced-routes';

const routes = syncedRoutes({
  ops: { pull: ops.pullHouseholdMembers, put: ops.putHouseholdMember, remove: ops.deleteHouseholdMember },
  plural: 'membros da família',
  putReplies: { 409: errorReply(MEMBERS_FULL) },
  removeReplies: { 409: errorReply(MEMBER_IN_USE) },
});

export const pullHouseholdMembers = routes.pull;
export const putHouseholdMember = routes.put;
export const deleteHouseholdMember = routes.remove;
