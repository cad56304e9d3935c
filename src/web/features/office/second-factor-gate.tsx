// The console's door for an admin: until this session has given a second factor, the set-up (or, set up elsewhere
// since this sign-in, a sign-in with the code) comes before any screen. Managers pass; they may set one up too.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { SecondFactorStatus } from '#api/second-factor';
import { secondFactorStatus } from '#web/sync/second-factor-calls';
import { useSessionStore } from '#web/sync/session-store';
import type { OfficeRole } from './office-console';
import { ListState } from './office-query';
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

export function SecondFactorGate({ role, children }: { role: OfficeRole; children: ReactNode }) {
  return role === 'admin' ? <AdminGate>{children}</AdminGate> : children;
}

function AdminGate({ children }: { children: ReactNode }) {
  const status = useSecondFactor();
  const signOut = useSessionStore((state) => state.signOut);
  if (!status.data) return <ListState query={status} what="your sign-in" />;
  const { required, thisSession, enrolled } = status.data;
  if (!required || thisSession) return children;
  if (!enrolled) return <SecondFactorSetup onDone={() => void status.refetch()} />;
  return (
    <Alert variant="info">
      <p>Your second factor was set up after this sign-in: sign in again with the code from your authenticator app.</p>
      <Button onClick={() => void signOut()}>Sign Out</Button>
    </Alert>
  );
}
