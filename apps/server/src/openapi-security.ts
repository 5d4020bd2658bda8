import { isMachineAccess, isUserAccess, type MachineAccess } from '@console/contract/access';
import type { RouteDef } from '@console/contract/routes';

/** One security scheme per kind of credential a call can carry in its Authorization header. */
export const SECURITY_SCHEMES = {
  userSession: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A user\'s access token, as sign-in answers it (`access_token`). It expires after ACCESS_TOKEN_TTL seconds: a 401 with code 16 (`auth.token_expired`) means "refresh, then call again"; code 17 means the session is over.',
  },
  refreshToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The refresh token sign-in answers (`refresh_token`), sent only to the refresh call, which answers a new pair. Each is used once: reusing an old one ends the session family.',
  },
  ssoToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "The identity provider's signed JWT (RS256; issuer SSO_ISSUER, audience SSO_AUDIENCE), valid once, exchanged for a session.",
  },
  agentSecret: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A desktop agent's own secret, `agt_<id>.<secret>`, shown once when the agent is registered or its secret rotated.",
  },
  integrationKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A payment system's integration key, `int_<id>.<secret>`, shown once when issued or rotated.",
  },
} as const;
export type SchemeName = keyof typeof SECURITY_SCHEMES;

const MACHINE_SCHEMES: Record<MachineAccess, SchemeName> = {
  agent: 'agentSecret',
  integration: 'integrationKey',
};
const CREDENTIAL_SCHEMES: Record<NonNullable<RouteDef['credential']>, SchemeName> = {
  refresh_token: 'refreshToken',
  sso_token: 'ssoToken',
};

/** The security scheme a call takes, or none (`[]`: a public call). */
export function schemeOf(def: RouteDef): SchemeName | undefined {
  if (isMachineAccess(def.access)) return MACHINE_SCHEMES[def.access];
  if (isUserAccess(def.access)) return 'userSession';
  return def.credential && CREDENTIAL_SCHEMES[def.credential];
}
