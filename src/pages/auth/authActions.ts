import { useState } from "react";
import type { AuthActionResponse } from "@refinedev/core";
import { useNavigate } from "react-router";
import type { LoginPayload, RegisterPayload } from "@/api/types";
import { authProvider } from "@/providers/auth";
import { isHandledElsewhere } from "@/lib/authErrors";

// The auth screens render before refine loads, so they call the auth provider through these typed wrappers.

// refine types register and forgotPassword as optional; ours has both, but the type still asks.
const unsupported = (): Promise<AuthActionResponse> => Promise.resolve({ success: false });

export const signIn = (values: LoginPayload): Promise<AuthActionResponse> => authProvider.login(values);

export const signUp = (values: RegisterPayload): Promise<AuthActionResponse> =>
  authProvider.register?.(values) ?? unsupported();

export const requestPasswordReset = (values: { email: string }): Promise<AuthActionResponse> =>
  authProvider.forgotPassword?.(values) ?? unsupported();

interface AuthOutcome<P> {
  succeeded: (params: P) => void;
  failed: (error: unknown) => void;
}

interface AuthAction<P> {
  submit: (params: P) => Promise<void>;
  pending: boolean;
}

/** A NEW or BANNED redirect replaces the page; answers the request layer handles show nothing. */
export const useAuthAction = <P>(
  action: (params: P) => Promise<AuthActionResponse>,
  { succeeded, failed }: AuthOutcome<P>,
): AuthAction<P> => {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async (params: P): Promise<AuthActionResponse> => {
    setPending(true);
    try {
      return await action(params);
    } catch (error) {
      return { success: false, error: error instanceof Error ? error : undefined };
    } finally {
      setPending(false);
    }
  };
  const submit = async (params: P): Promise<void> => {
    const answer = await run(params);
    if (answer.success) succeeded(params);
    else if (answer.redirectTo) void navigate(answer.redirectTo, { replace: true });
    else if (!isHandledElsewhere(answer.error)) failed(answer.error);
  };
  return { submit, pending };
};
