// The Sign step (docs/decisions/031-the-signed-contract.md): the customer signs on the tablet, online or not. In
// order: the consent (or paper instead), the exact document, then the buyer's, agent's and any co-buyer's
// signatures. A contract already signed, and unchanged since, shows its signed copy.
import { localIsoDate } from '#domain/catalogue/price-book';
import { offerProblem } from '#domain/contract/honest-offer';
import { useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { ArrowLeft, PenFill } from 'react-bootstrap-icons';
import { Link, useNavigate } from 'react-router';
import { approvalHolds, type PriceApproval } from '#domain/approval/price-approval';
import type { Contract } from '#domain/contract/model';
import { currentOptionName } from '#domain/contract/options';
import { formatDollars } from '#domain/format/money-format';
import { toDollars } from '#domain/money';
import { missingSellerDetail, signingBlocker } from '#domain/contract/sale-law';
import { agentName } from '#domain/printed-contract/printed-contract';
import { intentStatement } from '#domain/signing/consent';
import { noticesToInitial } from '#domain/printed-contract/state-notices';
import { saleLanguage } from '#domain/printed-contract/words/contract-words';
import { missingInitials } from '#domain/signing/notice-initials';
import { missingSigners } from '#domain/signing/sign-contract';
import { isContractAddress } from '#domain/signing/email-address';
import type {
  ElectronicConsent,
  NoticeInitials,
  Signature,
  SigningEvent,
  SignerRole,
} from '#domain/signing/signed-record';
import { useSeller } from '#web/sync/company';
import { useSaleLaw } from '#web/sync/state-rules';
import { useCatalogueStore } from '#web/sync/catalogue-download';
import { useSessionStore } from '#web/sync/session-store';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { selectSigned } from '#web/contract-in-progress/signed-versions';
import { readLatestSigned } from '#web/contract-in-progress/device-contracts';
import { BuilderStepLayout } from '../builder-step-layout';
import { signedInAgent } from '#web/contract-in-progress/save-and-continue';
import { ContractReader } from './contract-reader';
import { ConsentForm } from './consent-form';
import { NoticeInitialsForm } from './notice-initials';
import { finishSigning, type FinishResult } from './finish-signing';
import { FloorApproval } from './floor-approval';
import { OptionChoice } from './option-choice';
import { floorCheckOnDevice } from '#web/contract-in-progress/floor-gate';
import { SignedCopy } from './signed-copy';
import { InstallerReceipts } from '../installer-receipt/installer-receipts';
import { SignerBlock } from './signer-block';
import './sign-step.css';

type Signed = Extract<FinishResult, { ok: true }>;

export function SignStep() {
  return (
    <BuilderStepLayout step="sign" actions={false} freezes={false}>
      {(contract) => <Signing contract={contract} />}
    </BuilderStepLayout>
  );
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The signed copy of the contract as it stands, when it is signed and unchanged. */
function useSignedCopy(contract: Contract): Signed | null {
  const signed = useBuilderStore(selectSigned);
  const [copy, setCopy] = useState<Signed | null>(null);
  useEffect(() => {
    if (!signed) return;
    let current = true;
    void (async () => {
      const latest = await readLatestSigned(contract.ContractId);
      if (current && latest) setCopy({ ok: true, ...latest });
    })();
    return () => {
      current = false;
    };
  }, [signed, contract.ContractId]);
  return signed ? copy : null;
}

function Signing({ contract }: { contract: Contract }) {
  const navigate = useNavigate();
  const signedCopy = useSignedCopy(contract);
  const [consent, setConsent] = useState<ElectronicConsent | null>(null);
  const [events, setEvents] = useState<SigningEvent[]>([]);
  const [shown, setShown] = useState(false);
  const [signatures, setSignatures] = useState<Partial<Record<SignerRole, Signature>>>({});
  const [initials, setInitials] = useState<NoticeInitials[]>([]);
  const [coBuyer, setCoBuyer] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [result, setResult] = useState<FinishResult | null>(null);
  const [approval, setApproval] = useState<PriceApproval | null>(null);
  const [choice, setChoice] = useState<{ id: string | null; confirmed: boolean }>({ id: null, confirmed: false });
  const switchOption = useBuilderStore((state) => state.switchOption);
  const updateCustomer = useBuilderStore((state) => state.updateCustomer);
  const [emailChange, setEmailChange] = useState<{ from: string; to: string } | null>(null);
  // Read so that a price book or a sign-in that brings new floors or a key shows at once.
  useCatalogueStore((state) => state.floors);
  useCatalogueStore((state) => state.scopes);
  useSessionStore((state) => state.profile?.role);
  const agentId = useSessionStore((state) => state.user?.id ?? null);
  const approvalKey = useSessionStore((state) => state.approval);
  const seller = useSeller(contract);
  const law = useSaleLaw(contract);
  const language = saleLanguage(contract);

  const done = result?.ok ? result : signedCopy;
  if (done)
    return (
      <>
        <SignedCopy record={done.record} pdf={done.pdf} />
        <InstallerReceipts contract={done.record.contract} />
      </>
    );

  // The deposit first; where the state sends signing to paper, that; then what the office has yet to set.
  const blocker =
    signingBlocker(contract, law) ??
    offerProblem(contract.Values.Coupon, localIsoDate(new Date())) ??
    (law.rules.electronicSigning === 'allowed' ? missingSellerDetail(law, seller) : null);
  if (blocker) {
    return (
      <>
        <Alert variant="danger">
          <p className="fw-bold mb-1">This contract cannot be signed yet.</p>
          <p className="mb-0">{blocker}</p>
        </Alert>
        <BackToContract />
      </>
    );
  }

  const { rules } = law;
  if (rules.electronicSigning !== 'allowed') {
    return (
      <>
        <Alert variant="warning" role="status">
          <p className="fw-bold mb-1">In {rules.name}, this contract is signed on paper.</p>
          <p className="mb-0">
            {rules.name}&rsquo;s law on electronic signatures leaves out contracts sold in the customer&rsquo;s home,
            and the company&rsquo;s counsel has not approved signing them on a tablet. Print the contract for the
            customer to sign with a pen, and keep a signed copy.
          </p>
        </Alert>
        <div className="step-navigation">
          <BackToContract />
          <Button size="lg" onClick={() => void navigate('/builder/contract', { state: { paper: true } })}>
            Print to sign on paper
          </Button>
        </div>
      </>
    );
  }

  if (contract.Options && !choice.confirmed) {
    return (
      <>
        <OptionChoice
          contract={contract}
          chosen={choice.id}
          onChoose={(id) => {
            switchOption(id);
            setChoice({ id, confirmed: false });
          }}
          onConfirm={() => setChoice((current) => ({ ...current, confirmed: true }))}
        />
        <BackToContract />
      </>
    );
  }
  const chosenNote = contract.Options && <p className="fw-bold">The customer chose {currentOptionName(contract)}.</p>;

  const floor = floorCheckOnDevice(contract);
  const approved = approval && agentId && approvalHolds(approval, contract, agentId) ? approval : null;
  if (floor.shortfalls.length > 0 && !approved) {
    return (
      <>
        <FloorApproval
          contract={contract}
          check={floor}
          agentId={agentId}
          approvalKey={approvalKey}
          onApproved={setApproval}
        />
        <BackToContract />
      </>
    );
  }
  const approvedNote = approved && (
    <Alert variant="success" role="status">
      Approved by {approved.approver.name}: a discount of {formatDollars(toDollars(approved.discountCents))}, entered
      with code {approved.code}.
    </Alert>
  );

  if (!consent) {
    return (
      <>
        {chosenNote}
        {approvedNote}
        <ConsentForm
          defaultEmail={contract.Customer.Email}
          seller={seller}
          language={language}
          onConsent={(given) => {
            // The copy goes to the contract's own address: one typed here updates the contract first (decision 074).
            if (!isContractAddress(given.email, contract.Customer.Email)) {
              setEmailChange({ from: contract.Customer.Email.trim(), to: given.email });
              updateCustomer({ Email: given.email });
            }
            setConsent(given);
            setEvents([{ kind: 'consent-given', at: given.givenAt }]);
          }}
          onPaper={() => void navigate('/builder/contract', { state: { paper: true } })}
        />
        <BackToContract />
      </>
    );
  }

  const sign = (role: SignerRole) => (signature: Signature | null) =>
    setSignatures((current) => {
      const next = { ...current };
      if (signature) next[role] = signature;
      else delete next[role];
      return next;
    });
  const given = Object.values(signatures);
  const missing = missingSigners(given);
  const uninitialed = missingInitials(law, initials);
  const buyerName = `${contract.Customer.First} ${contract.Customer.Last}`.trim();
  const agent = signedInAgent() ?? contract.Agent;

  async function finish() {
    if (!consent) return;
    setFinishing(true);
    setResult(
      await finishSigning({
        consent,
        signatures: given,
        events,
        initials,
        timeZone: timeZone(),
        ...(approved ? { approval: approved } : {}),
      }),
    );
    setFinishing(false);
  }

  return (
    <>
      {chosenNote}
      {approvedNote}
      {emailChange && (
        <Alert variant="info" role="status">
          The customer&rsquo;s email on the contract is now <strong>{emailChange.to}</strong>
          {emailChange.from ? <> (it was {emailChange.from})</> : null}: the signed copy is sent there.
        </Alert>
      )}
      <h2 className="h4">The contract to be signed</h2>
      <ContractReader
        contract={contract}
        timeZone={timeZone()}
        onShown={() => {
          setShown(true);
          setEvents((current) => [...current, { kind: 'document-shown', at: new Date().toISOString() }]);
        }}
      />
      {shown && (
        <div className="signers">
          <NoticeInitialsForm notices={noticesToInitial(law, language)} given={initials} onChange={setInitials} />
          <h2 className="h4 mt-4">Signatures</h2>
          <SignerBlock
            signer="buyer"
            language={language}
            defaultName={buyerName}
            intent={intentStatement('buyer', seller, language)}
            signature={signatures.buyer ?? null}
            onSign={sign('buyer')}
          />
          {coBuyer ? (
            <SignerBlock
              signer="co-buyer"
              language={language}
              defaultName=""
              intent={intentStatement('co-buyer', seller, language)}
              signature={signatures['co-buyer'] ?? null}
              onSign={sign('co-buyer')}
            />
          ) : (
            <Button variant="outline-primary" className="align-self-start" onClick={() => setCoBuyer(true)}>
              Add a co-buyer&rsquo;s signature
            </Button>
          )}
          <SignerBlock
            signer="agent"
            defaultName={agent ? agentName(agent) : ''}
            intent={intentStatement('agent', seller, language)}
            signature={signatures.agent ?? null}
            onSign={sign('agent')}
          />
          {result && !result.ok && <Alert variant="danger">{result.message}</Alert>}
          <div className="step-navigation">
            <BackToContract />
            <Button
              size="lg"
              disabled={missing.length > 0 || uninitialed.length > 0 || finishing}
              onClick={() => void finish()}
            >
              <PenFill aria-hidden="true" className="me-2" />
              {finishing ? 'Making the signed copy…' : 'Finish signing'}
            </Button>
          </div>
          {missing.length > 0 && (
            <p className="text-body-secondary">
              Still to sign: {missing.map((role) => (role === 'buyer' ? 'the buyer' : 'the agent')).join(' and ')}.
            </p>
          )}
          {uninitialed.length > 0 && (
            <p className="text-body-secondary">
              Still to initial: {uninitialed.map((notice) => `“${notice.title}”`).join(', ')}.
            </p>
          )}
        </div>
      )}
    </>
  );
}

function BackToContract() {
  return (
    <Link to="/builder/contract" className="btn btn-outline-primary btn-lg">
      <ArrowLeft aria-hidden="true" className="me-2" />
      Back
    </Link>
  );
}
