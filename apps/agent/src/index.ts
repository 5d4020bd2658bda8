export { Agent, type AgentOptions } from './agent';
export {
  AgentApiError,
  AgentConnection,
  type AgentCall,
  type AgentConnectionOptions,
} from './connection';
export { loadState, newState, saveState, type AgentState } from './state';
export { batchesOf, scenarioItems, type Scenario } from './reports';
