// Simulator-only control (not a Betfair path) for tests and demos (issue 19 §4): a goal now in an
// in-play football match, instead of waiting on the match model. It goes through the path of the
// match's own goals (lifecycle scoreGoal): the in-play service shows the new score and a Goal entry
// with the next updateId at once, the markets suspend and reopen at the prices of the new score.
// Mounted with the other market controls only (the plugin's marketControls, SIM_MARKET_CONTROLS).
// Unlike /simulator/trade it asks for no session: it acts for no account and moves no money itself.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GoalOutcome, Simulator } from '../simulator.js';

export const GOAL_PATH = '/simulator/goal';
const EVENT_ID = /^\d{1,19}$/;
const USAGE = 'Send {"eventId": a numeric event id, "team": "home" or "away"}';

interface GoalBody {
  readonly eventId: string;
  readonly team: 'home' | 'away';
}

function parseGoal(body: unknown): GoalBody | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { eventId, team } = body as Record<string, unknown>;
  // The in-play service sends ids as JSON numbers: take one back as readily as the string.
  const id = typeof eventId === 'number' && Number.isSafeInteger(eventId) ? String(eventId) : eventId;
  if (typeof id !== 'string' || !EVENT_ID.test(id)) return undefined;
  if (team !== 'home' && team !== 'away') return undefined;
  return { eventId: id, team };
}

/** Why a well-formed goal was not scored: the HTTP status and a message saying so. */
const REFUSALS: Readonly<Record<Exclude<GoalOutcome, 'SCORED'>, readonly [number, string]>> = {
  UNKNOWN_EVENT: [404, 'no event with this id is on the exchange'],
  NOT_FOOTBALL: [409, 'goals are scored in football (event type 1) events only'],
  NOT_IN_PLAY: [409, 'the match is not under way (not kicked off yet, or over)'],
};

function refuse(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).send({ error: code, message });
}

export function registerSimulatorGoalRoute(app: FastifyInstance, simulator: Simulator): void {
  app.post(GOAL_PATH, (request, reply) => {
    const goal = parseGoal(request.body);
    if (goal === undefined) return refuse(reply, 400, 'INVALID_GOAL', USAGE);
    const control = simulator.matchControl;
    if (control === undefined) {
      return refuse(reply, 409, 'NO_WORLD', 'the exchange runs no market world, so no match to score in');
    }
    const outcome = control.scoreGoal(goal.eventId, goal.team);
    if (outcome !== 'SCORED') {
      const [status, message] = REFUSALS[outcome];
      return refuse(reply, status, outcome, message);
    }
    const state = simulator.scoreboard.get(goal.eventId);
    return reply.send({
      eventId: goal.eventId,
      team: goal.team,
      score: { home: state?.score.home.score, away: state?.score.away.score },
      // The timeline entry of this goal, for a client to wait for.
      updateId: state?.updateDetails.at(-1)?.updateId,
    });
  });
}
