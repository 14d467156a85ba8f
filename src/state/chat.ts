/** The merchant's customer-service entries once the chat service has loaded them (S3); the float openers read them. */
import { proxy, ref } from 'valtio';
import type { CsEntry } from '../core/customer-service.ts';

export const chatStore = proxy<{ entries: readonly CsEntry[] }>({ entries: ref([]) });
