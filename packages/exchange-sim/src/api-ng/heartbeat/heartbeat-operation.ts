// HeartbeatAPING/v1.0/heartbeat (betfair-protocol §4.4): one dead man's switch per simulator.
import type { HeartbeatReport } from '@greenbook/betfair';
import type { Simulator } from '../../simulator.js';
import { sessionOperation } from '../caller.js';
import type { OperationTable } from '../operation-handler.js';
import { numeric, required } from '../params.js';
import { DeadMansSwitch } from './dead-mans-switch.js';

const switches = new WeakMap<Simulator, DeadMansSwitch>();

function switchOf(simulator: Simulator): DeadMansSwitch {
  let deadMansSwitch = switches.get(simulator);
  if (deadMansSwitch === undefined) {
    deadMansSwitch = new DeadMansSwitch(simulator.exchange);
    switches.set(simulator, deadMansSwitch);
  }
  return deadMansSwitch;
}

export const HEARTBEAT_OPERATIONS: OperationTable = {
  heartbeat: sessionOperation('heartbeat', (params, caller): HeartbeatReport =>
    switchOf(caller.simulator).heartbeat(
      caller.session,
      required(params, 'preferredTimeoutSeconds', numeric),
    ),
  ),
};
