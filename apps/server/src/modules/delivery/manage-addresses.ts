// A member's delivery addresses (decision 310): add, change, remove; the mobile number stored as 01XXXXXXXXX.
import { MAX_ADDRESSES, type AddressInput, type AddressPatch } from '@boibazar/shared/delivery';
import { normalisePhone } from '@boibazar/shared/phone';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import {
  countAddresses,
  deleteOwnAddress,
  findOwnAddress,
  insertAddress,
  updateOwnAddress,
} from './address-repository.ts';

const phoneOf = (typed: string) => {
  const phone = normalisePhone(typed);
  if (!phone)
    throw new AppError('PHONE_INVALID', 'Please enter a Bangladeshi mobile number such as 01711000000');
  return phone;
};

export async function addAddress(db: Db, userId: string, input: AddressInput) {
  const phone = phoneOf(input.phone);
  if ((await countAddresses(db, userId)) >= MAX_ADDRESSES)
    throw conflict('LIMIT_REACHED', `You can keep at most ${MAX_ADDRESSES} addresses; remove one first`);
  const id = await insertAddress(db, userId, { ...input, phone });
  return (await findOwnAddress(db, userId, id))!;
}

export async function editAddress(db: Db, userId: string, id: string, patch: AddressPatch) {
  const fields = { ...patch, ...(patch.phone !== undefined ? { phone: phoneOf(patch.phone) } : {}) };
  if (!(await updateOwnAddress(db, userId, id, fields))) throw notFound('ADDRESS_NOT_FOUND', 'Address');
  return (await findOwnAddress(db, userId, id))!;
}

export async function removeAddress(db: Db, userId: string, id: string) {
  if (!(await deleteOwnAddress(db, userId, id))) throw notFound('ADDRESS_NOT_FOUND', 'Address');
}
