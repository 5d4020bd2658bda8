import * as r from '../schemas/rpa';
import { okEmpty } from '../schemas/common';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/rpa';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Remote automation: jobs running an agent command on a parent’s agents, now, at a time or ' +
  'on a schedule, with each run and the state of every agent in it.';

const route = routesOf('rpa', permissions);
const M = '/api/v1/manager/rpa';

export const routes = {
  'rpa.jobList': route({
    method: 'POST',
    path: `${M}/job/list`,
    request: r.jobListRequest,
    response: r.jobListResponse,
    access: 'rpa.read',
    write: false,
    summary: 'Remote-automation jobs, newest first: by parent, state and name; paged',
  }),
  'rpa.jobGet': route({
    method: 'POST',
    path: `${M}/job/get`,
    request: r.jobRequest,
    response: r.jobItemResponse,
    access: 'rpa.read',
    write: false,
    summary: 'One job, with its next run',
  }),
  'rpa.jobCreate': route({
    method: 'POST',
    path: `${M}/job/create`,
    request: r.jobFields,
    response: r.jobItemResponse,
    access: 'rpa.manage',
    write: true,
    summary: 'A job running one agent command on chosen agents, now, at a time or repeating',
  }),
  'rpa.jobUpdate': route({
    method: 'POST',
    path: `${M}/job/update`,
    request: r.jobUpdateRequest,
    response: r.jobItemResponse,
    access: 'rpa.manage',
    write: true,
    summary: 'Edit a job (all fields); its next run is computed again from now',
  }),
  'rpa.jobPause': route({
    method: 'POST',
    path: `${M}/job/pause`,
    request: r.jobActionRequest,
    response: r.jobItemResponse,
    access: 'rpa.manage',
    write: true,
    summary: 'Pause a job: no run starts while it is paused',
  }),
  'rpa.jobResume': route({
    method: 'POST',
    path: `${M}/job/resume`,
    request: r.jobActionRequest,
    response: r.jobItemResponse,
    access: 'rpa.manage',
    write: true,
    summary: 'Resume a paused job: its next run is the next slot from now',
  }),
  'rpa.jobDelete': route({
    method: 'POST',
    path: `${M}/job/delete`,
    request: r.jobActionRequest,
    response: okEmpty,
    access: 'rpa.manage',
    write: true,
    summary: 'Delete a job; its runs and history stay',
  }),
  'rpa.jobRunNow': route({
    method: 'POST',
    path: `${M}/job/run_now`,
    request: r.jobRequest,
    response: r.runItemResponse,
    access: 'rpa.manage',
    write: true,
    idempotent: true,
    summary:
      'Start a run of an active or paused job now, beside its schedule; one manual run at a time',
  }),
  'rpa.jobHistory': route({
    method: 'POST',
    path: `${M}/job/history`,
    request: r.jobHistoryRequest,
    response: r.jobHistoryResponse,
    access: 'rpa.read',
    write: false,
    summary: "A job's changes and runs: who, when, from, to, why; newest first",
  }),
  'rpa.runList': route({
    method: 'POST',
    path: `${M}/run/list`,
    request: r.runListRequest,
    response: r.runListResponse,
    access: 'rpa.read',
    write: false,
    summary: "A job's runs, newest first, with counts per target state; paged",
  }),
  'rpa.runGet': route({
    method: 'POST',
    path: `${M}/run/get`,
    request: r.runGetRequest,
    response: r.runGetResponse,
    access: 'rpa.read',
    write: false,
    summary: "One run's counts per state and its target agents (state, output, times); paged",
  }),
  'rpa.targetsPreview': route({
    method: 'POST',
    path: `${M}/targets/preview`,
    request: r.previewRequest,
    response: r.previewResponse,
    access: 'rpa.read',
    write: false,
    summary: 'The agents a target choice names now, online or not',
  }),
};
