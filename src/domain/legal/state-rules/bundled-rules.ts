// The rules files this release carries: the rules a tablet uses until the office serves newer ones.
import az from './rules/az.json';
import ca from './rules/ca.json';
import fl from './rules/fl.json';
import ga from './rules/ga.json';
import il from './rules/il.json';
import ma from './rules/ma.json';
import md from './rules/md.json';
import mo from './rules/mo.json';
import nc from './rules/nc.json';
import nd from './rules/nd.json';
import nj from './rules/nj.json';
import ny from './rules/ny.json';
import oh from './rules/oh.json';
import pa from './rules/pa.json';
import tx from './rules/tx.json';
import us from './rules/us.json';
import { stateRulesSchema, type StateRules } from './rules-schema';

export const BUNDLED_RULES: readonly StateRules[] = [
  us,
  az,
  ca,
  fl,
  ga,
  il,
  ma,
  md,
  mo,
  nc,
  nd,
  nj,
  ny,
  oh,
  pa,
  tx,
].map((file) => stateRulesSchema.parse(file));
