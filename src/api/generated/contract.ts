// Generated from contract/openapi.yaml by `npm run contract:types` (openapi-typescript): do
// not edit. scripts/contract.test.ts fails when this file is not what the document gives.
export interface paths {
  readonly '/api/auth/login': {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly get?: never
    readonly put?: never
    /**
     * Sign in with an email and a password.
     * @description Sent with credentials included (cookies, cross-origin). The answer's token is kept by the
     *     portal and sent as `Authorization: Bearer <token>` on every later call. Failures count
     *     towards the sign-in limits (`x-sign-in-limits`): a 429 carries `Retry-After`, and the
     *     portal shows its `error` text.
     */
    readonly post: operations['login']
    readonly delete?: never
    readonly options?: never
    readonly head?: never
    readonly patch?: never
    readonly trace?: never
  }
  readonly '/api/auth/client-auth-check': {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    /**
     * Check the session's token.
     * @description The portal's session check: on start, whenever the page becomes visible and every 15
     *     minutes. 401 and 403 mean the token is invalid or expired, and the portal ends the
     *     session. Any other status (a 5xx, 429, 404) and no answer say nothing about the token: the
     *     portal keeps the session and asks again (docs/decisions.md, "Non-OK status" means an
     *     answer about the token). A 200 whose role is not client ends the session too. It does not
     *     count as use of the token (`x-sessions`): a token whose idle limit has passed is refused
     *     here as on every call, but this call never keeps it alive.
     */
    readonly get: operations['clientAuthCheck']
    readonly put?: never
    readonly post?: never
    readonly delete?: never
    readonly options?: never
    readonly head?: never
    readonly patch?: never
    readonly trace?: never
  }
  readonly '/api/forgot-password': {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly get?: never
    readonly put?: never
    /**
     * Send password reset instructions to an email.
     * @description The success body is not read. At most 5 requests for one email within 15 minutes; the
     *     next is answered 429 with `Retry-After`. The answer never says whether the email has an
     *     account.
     */
    readonly post: operations['forgotPassword']
    readonly delete?: never
    readonly options?: never
    readonly head?: never
    readonly patch?: never
    readonly trace?: never
  }
  readonly '/api/advertisers': {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    /**
     * The advertisers the signed-in client may see.
     * @description `email` must be the token's user (compared without regard to case); any other email is
     *     answered 403. Other roles get an empty list. Report screens may abort the call when left.
     */
    readonly get: operations['listAdvertisers']
    readonly put?: never
    readonly post?: never
    readonly delete?: never
    readonly options?: never
    readonly head?: never
    readonly patch?: never
    readonly trace?: never
  }
  readonly '/api/auth/logout': {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly get?: never
    readonly put?: never
    /**
     * End the session of the token sent.
     * @description Sent with the JSON content type and credentials included, `keepalive` (it may outlive the
     *     tab). The token is revoked: every later call with it is answered 401. Only the status is
     *     read.
     */
    readonly post: operations['logout']
    readonly delete?: never
    readonly options?: never
    readonly head?: never
    readonly patch?: never
    readonly trace?: never
  }
  readonly '/api/advertiser-optimizations/{advertiserIdOrName}': {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    /**
     * One advertiser's optimisation notes, strategy and KPIs.
     * @description Answers only for an advertiser of the token's user (403 otherwise, also for one that does
     *     not exist). The portal sends the advertiser's id, or its name when it has none.
     */
    readonly get: operations['getOptimization']
    readonly put?: never
    readonly post?: never
    readonly delete?: never
    readonly options?: never
    readonly head?: never
    readonly patch?: never
    readonly trace?: never
  }
  readonly '/api/auth/query': {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly get?: never
    readonly put?: never
    /**
     * The signed-in user's email and mobile number.
     * @description Users are looked up by `email` only (any other `field` is answered 400), and only the
     *     token's user (any other email is answered 403).
     */
    readonly post: operations['queryUser']
    readonly delete?: never
    readonly options?: never
    readonly head?: never
    readonly patch?: never
    readonly trace?: never
  }
  readonly '/api/auth/profile-with-advertisers': {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly get?: never
    readonly put?: never
    /**
     * The signed-in user's profile with their advertisers' names.
     * @description Only the token's user; any other email is answered 403.
     */
    readonly post: operations['getProfile']
    readonly delete?: never
    readonly options?: never
    readonly head?: never
    readonly patch?: never
    readonly trace?: never
  }
  readonly '/api/auth/update-password': {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly get?: never
    /**
     * Change the signed-in user's password.
     * @description Changes only the token's user's password. A password shorter than
     *     `x-passwords.minimumLength` is answered 400 with its own `error` text. Every other token
     *     of the user issued before the change is revoked; the one that made it goes on.
     */
    readonly put: operations['updatePassword']
    readonly post?: never
    readonly delete?: never
    readonly options?: never
    readonly head?: never
    readonly patch?: never
    readonly trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    /** @description A refusal with the text the portal shows. */
    readonly ErrorBody: {
      readonly error: string
    }
    /** @description A refusal; the portal shows `error` when there is one. */
    readonly OptionalErrorBody: {
      readonly error?: string
      readonly message?: string
    }
    /** @description A success whose body the portal does not read. */
    readonly Message: {
      readonly message?: string
    }
    readonly LoginRequest: {
      readonly email: string
      readonly password: string
    }
    readonly LoginResponse: {
      /**
       * @description A JWT (three base64url parts) whose payload has `role`, `iat` and `exp` (seconds
       *     since the epoch); the portal decodes it without checking the signature.
       */
      readonly token: string
    }
    readonly AuthCheckResponse: {
      /** @description Compared after lower-casing and removing underscores and spaces. */
      readonly role: string
      /** @description The user's accounts; the portal does not read them. */
      readonly accounts?: readonly {
        readonly [key: string]: unknown
      }[]
    }
    readonly ForgotPasswordRequest: {
      readonly email: string
    }
    /**
     * @description One advertiser: its display name in `advertiser` or `name` (a record with neither could
     *     never be chosen), an id in `id`, `_id` or `advertiserId`, and one report link per
     *     channel. A link is a URL, absolute or relative to the portal's origin, and may be missing
     *     or empty.
     */
    readonly AdvertiserRecord: {
      readonly advertiser?: string
      readonly name?: string
      readonly id?: components['schemas']['RecordId']
      readonly _id?: components['schemas']['RecordId']
      readonly advertiserId?: components['schemas']['RecordId']
      readonly facebook?: components['schemas']['ReportLink']
      readonly instagram?: components['schemas']['ReportLink']
      readonly tiktok?: components['schemas']['ReportLink']
      readonly youtube?: components['schemas']['ReportLink']
      readonly x?: components['schemas']['ReportLink']
      readonly googleSearch?: components['schemas']['ReportLink']
      readonly truthSocial?: components['schemas']['ReportLink']
      readonly rumble?: components['schemas']['ReportLink']
      readonly audio?: components['schemas']['ReportLink']
      readonly ingame?: components['schemas']['ReportLink']
      readonly ctv?: components['schemas']['ReportLink']
      readonly video?: components['schemas']['ReportLink']
      readonly mobile?: components['schemas']['ReportLink']
      readonly display?: components['schemas']['ReportLink']
      readonly dooh?: components['schemas']['ReportLink']
      readonly cinema?: components['schemas']['ReportLink']
    }
    /** @description Text with something to show (not only spaces). */
    readonly Text: string
    /** @description An id, read as text. */
    readonly RecordId: string | number
    /** @description A report's address; empty, blank or null counts as no report. */
    readonly ReportLink: string | null
    readonly OptimizationRecord: {
      readonly notes?: string
      readonly strategyCopy?: string
      readonly kpis?: components['schemas']['Kpis']
    }
    /** @description The ten KPIs, shown as text as they come (a number is written out). */
    readonly Kpis: {
      readonly adSpend?: components['schemas']['KpiValue']
      readonly impressions?: components['schemas']['KpiValue']
      readonly clicks?: components['schemas']['KpiValue']
      readonly cpc?: components['schemas']['KpiValue']
      readonly ctr?: components['schemas']['KpiValue']
      readonly leads?: components['schemas']['KpiValue']
      readonly conversions?: components['schemas']['KpiValue']
      readonly conversionValue?: components['schemas']['KpiValue']
      readonly roas?: components['schemas']['KpiValue']
      readonly cpl?: components['schemas']['KpiValue']
    }
    readonly KpiValue: string | number
    readonly UserQueryRequest: {
      /** @constant */
      readonly field: 'email'
      readonly value: string
    }
    readonly UserQueryResponse: readonly {
      readonly email?: string
      readonly mobile?: string | null
    }[]
    readonly ProfileRequest: {
      readonly email: string
    }
    /** @description A profile has a name or an email (the portal refuses one with neither). */
    readonly ProfileResponse: {
      readonly name?: string
      readonly email?: string
      readonly mobile?: string | null
      readonly role?: string
      /** @description Read when there is no `role`. */
      readonly account?: string
      readonly advertiserObjects?: readonly {
        readonly advertiser?: string
      }[]
    }
    readonly UpdatePasswordRequest: {
      readonly password: string
    }
  }
  responses: {
    /** @description The request breaks a rule; the portal shows the `error` text. */
    readonly BadRequest: {
      headers: {
        readonly [name: string]: unknown
      }
      content: {
        readonly 'application/json': components['schemas']['ErrorBody']
      }
    }
    /**
     * @description No token, or one the backend did not sign, names another algorithm, has expired or was
     *     revoked. The portal ends the session.
     */
    readonly Unauthorized: {
      headers: {
        readonly [name: string]: unknown
      }
      content: {
        readonly 'application/json': components['schemas']['OptionalErrorBody']
      }
    }
    /**
     * @description The call names another user's email, or an advertiser not the user's. The portal shows the
     *     `error` text where section 8 shows the server's text.
     */
    readonly Forbidden: {
      headers: {
        readonly [name: string]: unknown
      }
      content: {
        readonly 'application/json': components['schemas']['ErrorBody']
      }
    }
    /** @description Too many attempts; `Retry-After` says when the next is taken. */
    readonly TooManyAttempts: {
      headers: {
        readonly 'Retry-After': components['headers']['RetryAfter']
        readonly [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "error": "Too many failed sign-ins. Please wait 1 minute and try again."
         *     }
         */
        readonly 'application/json': components['schemas']['ErrorBody']
      }
    }
  }
  parameters: never
  requestBodies: never
  headers: {
    /** @description Personal data is never stored by a browser or a proxy. */
    readonly NoStore: string
    /** @description Seconds until the next attempt is taken. */
    readonly RetryAfter: string
  }
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  readonly login: {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly requestBody: {
      readonly content: {
        readonly 'application/json': components['schemas']['LoginRequest']
      }
    }
    readonly responses: {
      /** @description Signed in. */
      readonly 200: {
        headers: {
          readonly 'Cache-Control': components['headers']['NoStore']
          readonly [name: string]: unknown
        }
        content: {
          readonly 'application/json': components['schemas']['LoginResponse']
        }
      }
      /**
       * @description A wrong email or password. The portal shows the `error` text when there is one, else
       *     'Invalid email or password.'.
       */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown
        }
        content: {
          readonly 'application/json': components['schemas']['OptionalErrorBody']
        }
      }
      readonly 429: components['responses']['TooManyAttempts']
    }
  }
  readonly clientAuthCheck: {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly requestBody?: never
    readonly responses: {
      /** @description The token is valid; the portal admits only the role `client`. */
      readonly 200: {
        headers: {
          readonly 'Cache-Control': components['headers']['NoStore']
          readonly [name: string]: unknown
        }
        content: {
          readonly 'application/json': components['schemas']['AuthCheckResponse']
        }
      }
      readonly 401: components['responses']['Unauthorized']
    }
  }
  readonly forgotPassword: {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly requestBody: {
      readonly content: {
        readonly 'application/json': components['schemas']['ForgotPasswordRequest']
      }
    }
    readonly responses: {
      /** @description Instructions are on their way, if the email has an account. */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown
        }
        content: {
          readonly 'application/json': components['schemas']['Message']
        }
      }
      readonly 400: components['responses']['BadRequest']
      readonly 429: components['responses']['TooManyAttempts']
    }
  }
  readonly listAdvertisers: {
    readonly parameters: {
      readonly query: {
        /** @description The signed-in user's email. */
        readonly email: string
      }
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly requestBody?: never
    readonly responses: {
      /** @description The user's advertiser records; the portal refuses any other shape. */
      readonly 200: {
        headers: {
          readonly 'Cache-Control': components['headers']['NoStore']
          readonly [name: string]: unknown
        }
        content: {
          readonly 'application/json': readonly components['schemas']['AdvertiserRecord'][]
        }
      }
      readonly 401: components['responses']['Unauthorized']
      readonly 403: components['responses']['Forbidden']
    }
  }
  readonly logout: {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly requestBody?: never
    readonly responses: {
      /** @description Logged out; the body is not read. */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown
        }
        content: {
          readonly 'application/json': components['schemas']['Message']
        }
      }
      readonly 401: components['responses']['Unauthorized']
    }
  }
  readonly getOptimization: {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path: {
        /** @description The advertiser's id (`id`, `_id` or `advertiserId`), else its name. */
        readonly advertiserIdOrName: string
      }
      readonly cookie?: never
    }
    readonly requestBody?: never
    readonly responses: {
      /**
       * @description The advertiser's optimisation record. An empty body counts as `{}`, every missing
       *     value as empty text (`x-empty-body`).
       */
      readonly 200: {
        headers: {
          readonly 'Cache-Control': components['headers']['NoStore']
          readonly [name: string]: unknown
        }
        content: {
          readonly 'application/json': components['schemas']['OptimizationRecord']
        }
      }
      readonly 401: components['responses']['Unauthorized']
      readonly 403: components['responses']['Forbidden']
    }
  }
  readonly queryUser: {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly requestBody: {
      readonly content: {
        readonly 'application/json': components['schemas']['UserQueryRequest']
      }
    }
    readonly responses: {
      /** @description An array whose first item is the user. */
      readonly 200: {
        headers: {
          readonly 'Cache-Control': components['headers']['NoStore']
          readonly [name: string]: unknown
        }
        content: {
          readonly 'application/json': components['schemas']['UserQueryResponse']
        }
      }
      readonly 400: components['responses']['BadRequest']
      readonly 401: components['responses']['Unauthorized']
      readonly 403: components['responses']['Forbidden']
    }
  }
  readonly getProfile: {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly requestBody: {
      readonly content: {
        readonly 'application/json': components['schemas']['ProfileRequest']
      }
    }
    readonly responses: {
      /** @description The profile. */
      readonly 200: {
        headers: {
          readonly 'Cache-Control': components['headers']['NoStore']
          readonly [name: string]: unknown
        }
        content: {
          readonly 'application/json': components['schemas']['ProfileResponse']
        }
      }
      readonly 401: components['responses']['Unauthorized']
      readonly 403: components['responses']['Forbidden']
    }
  }
  readonly updatePassword: {
    readonly parameters: {
      readonly query?: never
      readonly header?: never
      readonly path?: never
      readonly cookie?: never
    }
    readonly requestBody: {
      readonly content: {
        readonly 'application/json': components['schemas']['UpdatePasswordRequest']
      }
    }
    readonly responses: {
      /** @description Changed; the portal says 'Password updated successfully!'. */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown
        }
        content: {
          readonly 'application/json': components['schemas']['Message']
        }
      }
      readonly 400: components['responses']['BadRequest']
      readonly 401: components['responses']['Unauthorized']
    }
  }
}
