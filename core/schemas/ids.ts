import { z } from './zod-locale';

/** Every identifier the product hands out or accepts (users, searches, synced rows) is a UUID: one check. */
export const uuidSchema = z.uuid('Identificador inválido');

export function isUuid(value: string): boolean {
  return uuidSchema.safeParse(value).success;
}

/** The '{id}' of a path (/api/admin/users/{id}): one UUID. */
export const idParamsSchema = z.object({ id: uuidSchema });
