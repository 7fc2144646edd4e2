import type { AuthActionResponse, AuthProvider, CheckResponse, OnErrorResponse } from "@refinedev/core";
import { vi } from "vitest";

type Action = (params?: unknown) => Promise<AuthActionResponse>;

/**
 * Stands in for "@/providers/auth" in the auth screen tests: each file mocks the module with this
 * one, and the harness gives every test fresh answers (see mockAuthProvider).
 */
export const authProvider = {
  login: vi.fn<Action>(),
  register: vi.fn<Action>(),
  forgotPassword: vi.fn<Action>(),
  logout: vi.fn<Action>(),
  check: vi.fn<(params?: unknown) => Promise<CheckResponse>>(),
  onError: vi.fn<(error: unknown) => Promise<OnErrorResponse>>(),
} satisfies AuthProvider;
