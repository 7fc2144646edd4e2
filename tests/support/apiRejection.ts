import { ApiError } from "@/api/errors";

/** The ApiError a call rejects with; fails the test when it resolves or throws something else. */
export const rejectionOf = async (call: Promise<unknown>): Promise<ApiError> => {
  try {
    await call;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error("expected the call to be rejected");
};
