// The contracts signed on this device and what they mean for the builder
// (docs/decisions/031-the-signed-contract.md): a contract that says exactly
// what one signed here says is frozen until the agent makes a new version.
import type { Contract } from '#domain/contract/model';
import { isSignedCopy } from '#domain/signing/sign-contract';

/** The part of the builder's state these read. */
export interface SignedView {
  contract: Contract | null;
  /** The contracts as signed on this device, by id. */
  signed: Readonly<Record<string, readonly Contract[]>>;
  /** The signed contract the agent chose to change. */
  newVersionOf: string | null;
}

/** True when the contract being built says exactly what one signed on this device says. */
export function selectSigned(state: SignedView): boolean {
  const { contract } = state;
  if (!contract) return false;
  const signed = state.signed[contract.ContractId] ?? [];
  return isSignedCopy(
    contract,
    signed.map((signedContract) => ({ contract: signedContract })),
  );
}

/** Signed and not opened for a new version: it cannot be edited as it is. */
export function selectFrozen(state: SignedView): boolean {
  return state.newVersionOf !== state.contract?.ContractId && selectSigned(state);
}
