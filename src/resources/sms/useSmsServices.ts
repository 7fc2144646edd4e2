import type { SmsService } from "@/api/types/sms";
import { useLookup, type Lookup } from "@/resources/views/useLookup";

/** Every service by name, for pickers and for naming the service of a number or message. */
export const useSmsServices = (): Lookup<SmsService> => useLookup<SmsService>("sms-services", "name");
