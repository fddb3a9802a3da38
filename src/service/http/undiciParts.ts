/**
 * The parts of undici the engine uses (undiciFetch.ts): its fetch, Agent and ProxyAgent, required
 * from their own files. undici's index also loads WebSocket, EventSource, the HTTP cache, the mocks
 * and the interceptors, which would all ship in dist/undiciFetch.js (esbuild cannot leave out
 * parts of a CommonJS module). Types from the package's own declarations.
 */
import type * as Undici from 'undici';

/* eslint-disable @typescript-eslint/no-require-imports -- undici's files are CommonJS without declarations of their own. */
// ProxyAgent opens its tunnels with the dispatchers' connect(), which undici's index puts on their
// prototype (with request, stream, pipeline and upgrade, unused here).
const { prototype } = require('undici/lib/dispatcher/dispatcher.js') as { prototype: { connect?: unknown } };
prototype.connect ??= require('undici/lib/api/api-connect.js');
export const Agent = require('undici/lib/dispatcher/agent.js') as typeof Undici.Agent;
export const ProxyAgent = require('undici/lib/dispatcher/proxy-agent.js') as typeof Undici.ProxyAgent;
export const fetch = (require('undici/lib/web/fetch/index.js') as { fetch: typeof Undici.fetch }).fetch;
export type Dispatcher = Undici.Dispatcher;
