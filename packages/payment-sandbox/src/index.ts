export { SANDBOX_CREDENTIALS, DEFAULT_PESAPAL_PREFIX } from './credentials';
export { createSandboxServer, type SandboxMomoUser, type SandboxOptions } from './sandbox-server';
export { momoOutcomeFor, momoRuleFor, SandboxState, type MomoRule } from './sandbox-state';
