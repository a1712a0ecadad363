import type { LoginInput } from '@bar/domain';
import type { Resolver } from 'react-hook-form';

let loading: Promise<Resolver<LoginInput>> | undefined;

/**
 * Loads the sign-in rules. Zod and the schemas are not needed to paint the sign-in page: the form
 * starts this once it is on screen, and the first validation (on submit) waits for it if need be.
 */
export function preloadSignInRules(): Promise<Resolver<LoginInput>> {
  loading ??= import('./login-resolver').then(
    (module) => module.loginResolver,
    (error: unknown) => {
      loading = undefined; // a later submit tries again
      throw error;
    },
  );
  return loading;
}

/** Validates the sign-in form with the domain's login schema, once loaded. */
export const signInResolver: Resolver<LoginInput> = async (values, context, options) => (await preloadSignInRules())(values, context, options);
