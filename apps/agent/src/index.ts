export { Agent, type AgentOptions } from './agent';
export { AgentApiError, AgentClient, type AgentCall, type AgentClientOptions } from './client';
export { loadState, newState, saveState, type AgentState } from './state';
export { batchesOf, scenarioItems, type Scenario } from './telemetry';
