import type { components, operations } from '../../../sdk/src/generated/openapi.ts';

/** Named shapes of the OpenAPI document, for props and state (never written by hand). */
export type Schemas = components['schemas'];
export type Mode = Schemas['Mode'];
export type Role = Schemas['Role'];
export type Owner = Schemas['Owner'];
export type OwnerStore = Owner['stores'][number];

/** The JSON body of an operation's 200/201 answer. */
type Ok<R> = R extends { 200: { content: { 'application/json': infer B } } }
  ? B
  : R extends { 201: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 202: { content: { 'application/json': infer B } } }
      ? B
      : never;
export type ResultOf<Op extends keyof operations> = Ok<operations[Op]['responses']>;
/** `data` of an operation's success envelope. */
export type DataOf<Op extends keyof operations> = ResultOf<Op> extends { data: infer D } ? D : never;
/** The request body of an operation. */
export type BodyOf<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
