// The office's commands, for managers and admins (docs/decisions/036-roles.md);
// an agent's token is answered 403.
import { assignContractRequestSchema, assignContractResponseSchema } from '../admin-calls';
import { contractIdParamSchema } from '../contract-calls';
import { endpoint, errorAnswers } from '../endpoint';

export const assignContract = endpoint({
  method: 'post',
  path: '/api/admin/contracts/{contractId}/assign',
  operationId: 'assignContract',
  summary: 'Give a contract to another agent (managers and admins)',
  description:
    'Writes a new version of the contract naming the agent as its agent; the creator of record stays. ' +
    'The tablet that held it meets the new version at its next push and takes the cloud copy. ' +
    "Recorded in the audit log with who did it. An agent's token is answered 403.",
  tag: 'office',
  auth: 'bearer',
  roles: ['manager', 'admin'],
  params: contractIdParamSchema,
  parameterDescriptions: { contractId: "The contract's 12-character ContractId." },
  body: assignContractRequestSchema,
  responses: {
    200: { description: 'Assigned (or theirs already).', schema: assignContractResponseSchema },
    ...errorAnswers(400, 401, 403, 404),
  },
});
