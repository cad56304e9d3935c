// "Your sign-in" in the office console: whether a second factor guards it and how many recovery codes are left; a
// manager (or anyone without one) sets it up here.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ListState } from './office-query';
import { SECOND_FACTOR_KEY, useSecondFactor } from './second-factor-gate';
import { SecondFactorSetup } from './second-factor-setup';

export function SignInScreen() {
  const client = useQueryClient();
  const status = useSecondFactor();
  const [settingUp, setSettingUp] = useState(false);
  if (!status.data) return <ListState query={status} what="your sign-in" />;
  if (settingUp) {
    return (
      <SecondFactorSetup
        onDone={() => {
          setSettingUp(false);
          void client.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });
        }}
      />
    );
  }
  const { enrolled, recoveryCodesLeft } = status.data;
  return (
    <section aria-labelledby="office-sign-in-title">
      <h2 id="office-sign-in-title" className="h4">
        Your sign-in
      </h2>
      {enrolled ? (
        <p>
          A second factor guards your sign-in: every sign-in asks for the code of your authenticator app. Recovery codes
          left: {recoveryCodesLeft}. Lost the phone? Another admin removes it, and you set it up again.
        </p>
      ) : (
        <>
          <p>Your sign-in is your password alone. A code from an authenticator app keeps a stolen password out.</p>
          <Button onClick={() => setSettingUp(true)}>Set up a second factor</Button>
        </>
      )}
    </section>
  );
}
