import * as z from 'zod';
import { config } from '../../shared/config.ts';
import {
  codeSentSchema,
  emailCodeSchema,
  emailSchema,
  loginSchema,
  typedPhoneSchema,
} from '../../shared/customers/schemas.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { textField } from '../../shared/util/fields.ts';
import { customerLogin } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const login = () => customerLogin(config());

const name = textField({ min: 1, max: 100 });

const code = emailCodeSchema;
const profileFields = { firstName: name.nullish(), lastName: name.nullish() };

/**
 * Sign-in by phone or email code (docs/decisions.md §3.1, §3.19): either key type; the path
 * store was loaded with the key.
 */
export const handler = createHttpHandler({
  group: 'auth',
  operations: {
    requestOtp: defineOperation({
      summary:
        'Send a 6-digit sign-in code by SMS (`phone`) or email (`email`); test mode sends no SMS and its code is 000000',
      successStatus: 202,
      response: codeSentSchema,
      errors: ['RATE_LIMIT_EXCEEDED'],
      body: lazySchema(() =>
        z.union([z.strictObject({ phone: typedPhoneSchema }), z.strictObject({ email: emailSchema })]),
      ),
      handle: async ({ auth, body, sourceIp }) => ({
        status: 202,
        data:
          'email' in body
            ? await login().requestEmailCode({
                store: auth.store!,
                mode: auth.mode,
                email: body.email,
                sourceIp,
              })
            : await login().requestCode({ store: auth.store!, mode: auth.mode, phone: body.phone, sourceIp }),
      }),
    }),
    verifyOtp: defineOperation({
      summary:
        'Check the sign-in code; returns a customer JWT and creates the customer on first sign-in (an email code: with that email verified)',
      response: loginSchema,
      errors: ['INVALID_TOKEN', 'RATE_LIMIT_EXCEEDED', 'CONFLICT'],
      body: lazySchema(() =>
        z.union([
          z.strictObject({ phone: typedPhoneSchema, code, ...profileFields, email: emailSchema.nullish() }),
          z.strictObject({ email: emailSchema, code, ...profileFields }),
        ]),
      ),
      handle: async ({ auth, body }) => ({
        data:
          'phone' in body
            ? await login().verify({ store: auth.store!, mode: auth.mode, ...body })
            : await login().verifyEmail({ store: auth.store!, mode: auth.mode, ...body }),
      }),
    }),
  },
});
