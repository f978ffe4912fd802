// The two runtime deprecations the observed application writes (INFO, channel php),
// each at most once per main request, at the first point the deprecated part is used.
import type { RequestContext } from '../kernel/request-context.ts';

export const GUARD_BRIDGE_AUTHENTICATOR = 'Symfony\\Component\\Security\\Guard\\Authenticator\\GuardBridgeAuthenticator';

/** A deprecation's log row: its message, and its context (the empty exception) made once, frozen. */
export interface Deprecation {
  readonly message: string;
  readonly context: Readonly<Record<string, unknown>>;
}

function deprecation(message: string): Deprecation {
  return { message, context: Object.freeze({ exception: Object.freeze({}) }) };
}

export const GUARD_BRIDGE_DEPRECATION = deprecation(
  `User Deprecated: Since symfony/security-guard 5.3: The "${GUARD_BRIDGE_AUTHENTICATOR}" class is deprecated, use the new authenticator system instead.`,
);

export const OWNERSHIP_FILTER_DEPRECATION = deprecation(
  'User Deprecated: Method "Doctrine\\ORM\\Query\\Filter\\SQLFilter::addFilterConstraint()" might add "string" as a native return type declaration in the future. Do the same in child class "App\\Doctrine\\Filter\\OwnershipFilter" now to avoid errors or add an explicit @return annotation to suppress this message.',
);

/** Logs the deprecation unless this main request already logged it. */
export function deprecate(ctx: RequestContext, { message, context }: Deprecation): void {
  if (ctx.firstTime(message)) ctx.write('INFO', 'php', message, context);
}

/** Build-time deprecations of the reference's container: shown only in the Logs panel, no prefix, channel "". */
export const CONTAINER_DEPRECATIONS: readonly string[] = [
  'The "App\\Security\\ApiTokenAuthenticator" class extends "Symfony\\Component\\Security\\Guard\\AbstractGuardAuthenticator" that is deprecated since Symfony 5.3, use the new authenticator system instead.',
  `Since symfony/security-guard 5.3: The "${GUARD_BRIDGE_AUTHENTICATOR}" class is deprecated, use the new authenticator system instead.`,
];
