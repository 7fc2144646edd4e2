import { useCallback, useState } from "react";
import type { AuthActionResponse } from "@refinedev/core";
import type { LoginPayload, RegisterPayload } from "@/api/types";
import { authProvider } from "@/providers/auth";

/*
 * The auth screens render before refine is loaded (it comes with the signed-in shell), so they
 * call the auth provider themselves instead of going through refine's hooks. These wrappers give
 * the provider's untyped methods the payloads the screens send.
 */

// refine types register and forgotPassword as optional; ours has both, but the type still asks.
const unsupported = (): Promise<AuthActionResponse> => Promise.resolve({ success: false });

export const signIn = (values: LoginPayload): Promise<AuthActionResponse> => authProvider.login(values);

export const signUp = (values: RegisterPayload): Promise<AuthActionResponse> =>
  authProvider.register?.(values) ?? unsupported();

export const requestPasswordReset = (values: { email: string }): Promise<AuthActionResponse> =>
  authProvider.forgotPassword?.(values) ?? unsupported();

export interface AuthAction<P> {
  run: (params: P) => Promise<AuthActionResponse>;
  /** True while the call is out: the submit button shows its spinner. */
  pending: boolean;
}

/**
 * One auth action with its pending flag. The provider resolves, never rejects; a rejection is
 * still turned into a failed answer so the screen always tells the user something.
 */
export const useAuthAction = <P>(action: (params: P) => Promise<AuthActionResponse>): AuthAction<P> => {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (params: P): Promise<AuthActionResponse> => {
      setPending(true);
      try {
        return await action(params);
      } catch (error) {
        return { success: false, error: error instanceof Error ? error : undefined };
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending };
};
