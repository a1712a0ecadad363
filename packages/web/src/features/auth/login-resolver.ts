import { loginSchema, type LoginInput } from '@bar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The sign-in form's rules, the domain's login schema: a chunk of its own, with zod (see sign-in-rules.ts). */
export const loginResolver: Resolver<LoginInput> = zodResolver(loginSchema);
