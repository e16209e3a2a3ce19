import type { FunctionGroup } from '../routes.ts';
import type { Operation } from './types.ts';

/**
 * Every function group's operations, recorded when its handler is built, so the OpenAPI
 * generator documents the very zod schemas the handlers validate with.
 */
const registry = new Map<FunctionGroup, Record<string, Operation>>();

export const registerOperations = (group: FunctionGroup, operations: Record<string, Operation>): void => {
  registry.set(group, operations);
};

export const registeredOperations = (group: FunctionGroup): Record<string, Operation> | undefined =>
  registry.get(group);
