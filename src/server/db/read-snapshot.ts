/** Transaction options for one consistent view of the database in a read made of several queries. */
export const readSnapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
