import vm from 'node:vm';
import { ApiError } from '../http/errors.js';

const context = vm.createContext({ run: (): unknown => undefined });
const script = new vm.Script('run()');

/** How long a tester may spend evaluating an expression on its sample (Graylog's testers are time-limited too). */
export const TESTER_TIME_LIMIT_MS = 1000;

/**
 * Runs `work` with a time limit: a regular expression with catastrophic backtracking sent to a tester
 * must not block the server, so V8 interrupts it and the request answers 400.
 */
export function timeLimited<T>(work: () => T, ms = TESTER_TIME_LIMIT_MS): T {
  (context as { run: () => unknown }).run = work;
  try {
    return script.runInContext(context, { timeout: ms }) as T;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new ApiError(400, `Evaluating the expression took longer than ${ms} ms; it was stopped.`);
    }
    throw error;
  } finally {
    (context as { run: () => unknown }).run = () => undefined;
  }
}
