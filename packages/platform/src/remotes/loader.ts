import type { RemoteId } from './contracts';

/**
 * How remote modules are fetched. The shell configures the module federation runtime here
 * at start-up; tests configure a fake. It lives in a shared singleton, so a remote that mounts
 * another remote's module (marketing -> commerce) goes through the same runtime as the shell.
 */
export interface RemoteLoader {
  load(id: RemoteId): Promise<unknown>;
  /** Forget a failed load so the next `load` really tries again. */
  reset?(id: RemoteId): void | Promise<void>;
}

let current: RemoteLoader | null = null;

export function configureRemoteLoader(loader: RemoteLoader | null): void {
  current = loader;
}

export class RemoteUnavailableError extends Error {
  readonly remoteId: string;
  constructor(remoteId: string, cause?: unknown) {
    super(`The ${remoteId} module could not be loaded.`);
    this.name = 'RemoteUnavailableError';
    this.remoteId = remoteId;
    (this as { cause?: unknown }).cause = cause;
  }
}

export async function loadRemoteModule(id: RemoteId): Promise<unknown> {
  if (!current) throw new RemoteUnavailableError(id, new Error('No remote loader is configured'));
  try {
    const mod = await current.load(id);
    if (mod === undefined || mod === null) throw new Error(`${id} resolved to nothing`);
    return mod;
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(id, error);
  }
}

export async function resetRemoteModule(id: RemoteId): Promise<void> {
  await current?.reset?.(id);
}
