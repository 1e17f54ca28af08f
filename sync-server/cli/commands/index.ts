import type { Command } from '../cli-kit';
import { psychologistsApprove, psychologistsPending } from './psychologists';

/** Every support command, in the order `help` lists them. */
export const commands: Command[] = [psychologistsPending, psychologistsApprove];
