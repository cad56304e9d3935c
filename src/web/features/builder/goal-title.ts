import type { Goal } from '../../../domain/contract/model';

/** A goal as the builder names it: its own name, else 'Goal 2' by its place. */
export const goalTitle = (goal: Goal, index: number) => goal.Name.trim() || `Goal ${index + 1}`;
