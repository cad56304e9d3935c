// What the agent is told when the API cannot be reached, does not answer in
// time, or its answer cannot be read. Apart from http-request.ts (which needs zod) so the first screen
// can word a failure without loading it.
export const OFFLINE_MESSAGE = 'The server cannot be reached. Check the connection and try again.';
export const UNREADABLE_ANSWER_MESSAGE = 'The server sent an answer this app cannot read. Try again later.';
export const NO_ANSWER_MESSAGE = 'The server did not answer in time. Check the connection and try again.';
