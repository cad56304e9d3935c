// The console's door (docs/decisions/075-office-second-factor.md): a manager or admin whose session has not given a
// second factor lately (never in this session, 12 hours ago, or before 30 idle minutes) enters the code before any
// screen, and sets the app up first when they have none. An office call answered so mid-use brings the door back.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { SecondFactorStatus } from '#api/second-factor';
import { onSecondFactorNeeded } from '#web/sync/office-calls';
import { secondFactorStatus } from '#web/sync/second-factor-calls';
import { ListState } from './office-query';
import { SecondFactorAgain } from './second-factor-again';
import { SecondFactorSetup } from './second-factor-setup';

export const SECOND_FACTOR_KEY = ['office', 'second-factor'] as const;

export function useSecondFactor() {
  return useQuery({
    queryKey: SECOND_FACTOR_KEY,
    queryFn: async (): Promise<SecondFactorStatus> => {
      const result = await secondFactorStatus();
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
  });
}

export function SecondFactorGate({ children }: { children: ReactNode }) {
  const status = useSecondFactor();
  const client = useQueryClient();
  useEffect(() => onSecondFactorNeeded(() => void client.invalidateQueries({ queryKey: SECOND_FACTOR_KEY })), [client]);
  if (!status.data) return <ListState query={status} what="your sign-in" />;
  const { required, thisSession, enrolled } = status.data;
  if (!required || thisSession) return children;
  const opened = () => void client.invalidateQueries({ queryKey: ['office'] });
  if (!enrolled) return <SecondFactorSetup onDone={opened} />;
  return <SecondFactorAgain status={status.data} onDone={opened} />;
}
