import type { ComponentType } from 'react';

/**
 * The one place that types what each remote exposes and what its consumers import.
 * Consumers mount them by id through <RemoteMount>, so a consumer passing the wrong props fails
 * type-checking. Each production build writes mf-contract.json from these types and its own
 * (@agency/build's RemoteContractPlugin): a remote whose exposed component does not accept the
 * props promised here fails its build, and so does a consumer whose remote (as released, else
 * built here) stopped exposing what it imports.
 */
export type RemoteName = 'marketing' | 'portfolio' | 'blog' | 'commerce' | 'assistant' | 'admin';

/** The remotes that own routes (the assistant only provides the chat widget). */
export type RouteRemoteName = Exclude<RemoteName, 'assistant'>;

/** A slice's routes: rendered for every path the shell's route table gives to that slice. */
export interface RoutesModule {
  default: ComponentType;
}

/** A catalog item the payment dialog can sell (keys served by GET /api/catalog). */
export interface PaymentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Catalog key of what is bought, e.g. a data-driven tool kit. */
  itemKey: string;
  /** Heading shown in the dialog, e.g. the kit's name. */
  title?: string;
}

export interface SubscriptionFormProps {
  /** The plan key of the `plan` query parameter (unknown keys fall back to the default plan). */
  planKey: string | null;
}

export interface SignInProps {
  /** Called once the code check has signed the visitor in. */
  onSignedIn?: (email: string) => void;
  /** Heading above the form. */
  heading?: string;
}

export interface RemoteModules {
  'marketing/routes': RoutesModule;
  'portfolio/routes': RoutesModule;
  'blog/routes': RoutesModule;
  'commerce/routes': RoutesModule;
  'commerce/PaymentDialog': { default: ComponentType<PaymentDialogProps> };
  'commerce/SubscriptionForm': { default: ComponentType<SubscriptionFormProps> };
  'commerce/SignIn': { default: ComponentType<SignInProps> };
  'assistant/ChatWidget': { default: ComponentType };
  'admin/routes': RoutesModule;
}

export type RemoteId = keyof RemoteModules;

export type RemotePropsOf<K extends RemoteId> = RemoteModules[K]['default'] extends ComponentType<infer P> ? P : never;
