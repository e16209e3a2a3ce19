import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { ApiError } from '../errors.ts';
import type { StoreRepository } from '../stores/ports.ts';
import { newId } from '../util/ids.ts';
import { systemClock, type Clock } from '../util/time.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { AlreadyMember, OwnerEmailTaken, type MembershipRepository, type OwnerRepository } from './ports.ts';
import { normalizeEmail, type MembershipRecord, type OwnerRecord, type Role } from './types.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Owners and memberships (docs/decisions.md §7.4), behind ports: the local provider's sign-in and the
 * admin CLI use this; the admin API's membership checks will too.
 */
export interface OwnerService {
  /** A new owner; without a password one is generated and returned once (local sign-in). */
  createOwner(input: { email: string; password?: string }): Promise<OwnerRecord & { password?: string }>;
  /** The owner when the email and password match, else undefined (same cost either way). */
  authenticate(email: string, password: string): Promise<OwnerRecord | undefined>;
  byEmail(email: string): Promise<OwnerRecord | undefined>;
  get(ownerId: string): Promise<OwnerRecord | undefined>;
  /** Makes the owner with this email a member of the store; 404 if either is unknown, 409 if already one. */
  addMember(input: { storeId: string; email: string; role: Role }): Promise<MembershipRecord>;
}

const emailSchema = /* @__PURE__ */ lazySchema(() => z.email().max(254));
export const MIN_PASSWORD_LENGTH = 12;

export const createOwnerService = (deps: {
  owners: OwnerRepository;
  memberships: MembershipRepository;
  stores: StoreRepository;
  clock?: Clock;
}): OwnerService => {
  const clock = deps.clock ?? systemClock;
  const validEmail = (email: string) => {
    const normalized = normalizeEmail(email);
    if (!emailSchema.safeParse(normalized).success)
      throw new ApiError('INVALID_EMAIL_FORMAT', 'The email address is not valid');
    return normalized;
  };
  return {
    async createOwner(input) {
      const email = validEmail(input.email);
      const generated = input.password === undefined;
      const password = input.password ?? randomBytes(12).toString('base64url');
      if (password.length < MIN_PASSWORD_LENGTH)
        throw new ApiError(
          'INVALID_REQUEST',
          `The password must have at least ${MIN_PASSWORD_LENGTH} characters`,
        );
      const owner: OwnerRecord = { ownerId: newId(), email, createdAt: clock.now().toISOString() };
      try {
        await deps.owners.create(owner, await hashPassword(password));
      } catch (error) {
        if (error instanceof OwnerEmailTaken) throw new ApiError('CONFLICT', error.message);
        throw error;
      }
      return generated ? { ...owner, password } : owner;
    },

    async authenticate(email, password) {
      const found = await deps.owners.credentials(normalizeEmail(email));
      const hash = found?.passwordHash ?? (await dummyPasswordHash());
      const matches = await verifyPassword(password, hash);
      return found?.passwordHash && matches ? found.owner : undefined;
    },

    byEmail: (email) => deps.owners.byEmail(normalizeEmail(email)),
    get: (ownerId) => deps.owners.get(ownerId),

    async addMember({ storeId, email, role }) {
      const [store, owner] = await Promise.all([
        deps.stores.get(storeId),
        deps.owners.byEmail(normalizeEmail(email)),
      ]);
      if (!store) throw new ApiError('STORE_NOT_FOUND', 'Store not found');
      if (!owner) throw new ApiError('NOT_FOUND', 'No owner has this email');
      const now = clock.now().toISOString();
      const membership: MembershipRecord = {
        storeId,
        ownerId: owner.ownerId,
        email: owner.email,
        role,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await deps.memberships.add(membership);
      } catch (error) {
        if (error instanceof AlreadyMember) throw new ApiError('CONFLICT', error.message);
        throw error;
      }
      return membership;
    },
  };
};
