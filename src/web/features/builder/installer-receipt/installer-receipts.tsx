// The installer's receipts of a signed contract (docs/decisions/066-installer-receipt.md): after the work, the
// installer fills in each area from the label, signs on the tablet, and the receipt's PDF is made and kept here,
// offline too; each kept receipt can be downloaded for the customer.
import { useCallback, useEffect, useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { localIsoDate } from '#domain/catalogue/price-book';
import type { Contract, WorkScope } from '#domain/contract/model';
import { factSheetsFor } from '#domain/insulation/fact-sheets';
import { scopesWithoutChart } from '#domain/insulation/missing-label-charts';
import { receiptProblems, suggestedReceiptAreas, type InstallerReceipt } from '#domain/insulation/installer-receipt';
import { ieccEditionOf, rulesFor } from '#domain/legal/state-law';
import { printedCustomer } from '#domain/printed-contract/printed-contract';
import { printReceipt } from '#domain/printed-contract/printed-receipt';
import { saleLanguage, voiceOf } from '#domain/printed-contract/words/contract-words';
import type { Stroke } from '#domain/signing/signed-record';
import { useCatalogueStore } from '#web/sync/catalogue-download';
import { useSeller } from '#web/sync/company';
import { useStateRulesStore } from '#web/sync/state-rules';
import { onSignedReceipt } from '#web/sync/contract-sync-events';
import {
  installerReceiptPdf,
  installerReceiptsOf,
  keepInstallerReceipt,
  type ReceiptOnDevice,
} from '#web/contract-in-progress/installer-receipts';
import { downloadPdf } from '../sign-step/share-copy';
import { SignaturePadBox } from '../sign-step/signature-pad';
import { loadPdfFonts } from '../sign-step/signed-pdf/pdf-fonts';
import { renderReceiptPdf } from '../sign-step/signed-pdf/render-receipt-pdf';
import { areaOf, ReceiptAreaFields, type AreaDraft } from './receipt-area-fields';
import { cloudStateOf } from './receipt-cloud-state';

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const fileName = (receipt: InstallerReceipt) => `installer-receipt-${receipt.ContractId}-${receipt.InstalledOn}.pdf`;

export function InstallerReceipts({ contract }: { contract: Contract }) {
  const headingId = useId();
  const [kept, setKept] = useState<ReceiptOnDevice[]>([]);
  const [filling, setFilling] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const refresh = useCallback(async () => setKept(await installerReceiptsOf(contract.ContractId)), [contract]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(
    () => onSignedReceipt((contractId) => contractId === contract.ContractId && void refresh()),
    [contract.ContractId, refresh],
  );

  async function download(entry: ReceiptOnDevice) {
    const pdf = await installerReceiptPdf(entry.id);
    if (pdf) downloadPdf(pdf, entry.receipt.ContractId, fileName(entry.receipt));
  }

  return (
    <section className="installer-receipts mt-4" aria-labelledby={headingId}>
      <h2 className="h4" id={headingId}>
        Installer’s receipt
      </h2>
      <p>
        After the work, the installer gives the customer a signed receipt for the loose-fill insulation of each area:
        its coverage area, thicknesses, R-value and bags, as the product’s label gives them.
      </p>
      {status && (
        <p role="status" className="fw-bold">
          {status}
        </p>
      )}
      {kept.length > 0 && (
        <ul className="list-unstyled d-grid gap-2">
          {kept.map((entry) => (
            <li key={entry.id} className="d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">
                Signed by {entry.receipt.Installer.Name}, installed {entry.receipt.InstalledOn}:{' '}
                {entry.receipt.Areas.map((area) => area.Area).join(', ')}
                <br />
                <small>{cloudStateOf(entry)}</small>
              </span>
              <Button variant="outline-primary" onClick={() => void download(entry)}>
                Download the receipt of {entry.receipt.InstalledOn}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {filling ? (
        <ReceiptForm
          contract={contract}
          onSigned={async () => {
            setFilling(false);
            setStatus('The installer’s receipt is signed and kept on this tablet.');
            await refresh();
          }}
          onCancel={() => setFilling(false)}
        />
      ) : (
        <Button variant="primary" onClick={() => setFilling(true)}>
          Fill in the installer’s receipt
        </Button>
      )}
    </section>
  );
}

interface FormProps {
  contract: Contract;
  onSigned: () => Promise<void>;
  onCancel: () => void;
}

function ReceiptForm({ contract, onSigned, onCancel }: FormProps) {
  const id = useId();
  const scopes = useCatalogueStore((state) => state.scopes) ?? [];
  const rules = useStateRulesStore((state) => state.rules);
  const seller = useSeller(contract);
  const charts = factSheetsFor(contract, scopes);
  const [drafts, setDrafts] = useState<AreaDraft[]>(() =>
    suggestedReceiptAreas(contract, scopes, ieccEditionOf(rulesFor(contract.Customer.State, rules))).map(
      (area, index) => ({
        key: `area-${index}`,
        name: area.Area,
        product: area.Product,
        squareFeet: String(area.SquareFeet),
        r: String(area.RValue),
        bags: String(area.Bags),
      }),
    ),
  );
  const [installedOn, setInstalledOn] = useState(() => localIsoDate(new Date()));
  const [name, setName] = useState('');
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [clearKey, setClearKey] = useState(0);
  const [signing, setSigning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const chartOf = (product: string) => charts.find((chart) => chart.product === product);
  const areas = drafts.map((draft) => areaOf(draft, chartOf(draft.product)));
  const receipt = (signedAt: string): InstallerReceipt => ({
    ContractId: contract.ContractId,
    InstalledOn: installedOn,
    Areas: areas.filter((area) => area !== null),
    Installer: { Name: name.trim(), Method: 'drawn', Strokes: strokes, SignedAt: signedAt },
  });
  const problems = [
    ...drafts.flatMap((draft, index) =>
      areas[index] ? [] : [`${draft.name.trim() || 'An area'}: its figures do not read a row of the label yet.`],
    ),
    ...receiptProblems(receipt(new Date(0).toISOString()), charts),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(installedOn) ? [] : ['The receipt gives the day the work was done.']),
    ...(strokes.length === 0 ? ['The installer signs in the box.'] : []),
  ];

  async function sign() {
    setSigning(true);
    setFailure(null);
    try {
      const signed = receipt(new Date().toISOString());
      const language = saleLanguage(contract);
      const printed = printReceipt({
        receipt: signed,
        seller,
        customer: printedCustomer(contract, voiceOf(language).words),
        language,
      });
      const pdf = await renderReceiptPdf(printed, timeZone(), await loadPdfFonts());
      await keepInstallerReceipt(signed, pdf);
      await onSigned();
    } catch (error) {
      setFailure(`The receipt could not be made: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSigning(false);
    }
  }

  if (charts.length === 0) {
    const uncharted = selectedWithoutChart(contract, scopes);
    return (
      <Alert variant="info" role="status">
        {uncharted.length === 0
          ? 'No loose-fill product with a label chart is on this contract, so there is no receipt to fill in.'
          : `${uncharted.join(', ')} ${uncharted.length === 1 ? 'is' : 'are'} loose-fill with no label chart in ` +
            'the price book, so there is no receipt to fill in yet: the office adds the chart on the console’s ' +
            'Price book screen, and the receipt can be filled in after the next sync.'}
      </Alert>
    );
  }

  return (
    <Form noValidate className="d-grid gap-3" onSubmit={(event) => event.preventDefault()}>
      {drafts.map((draft, index) => (
        <ReceiptAreaFields
          key={draft.key}
          draft={draft}
          chart={chartOf(draft.product)}
          onChange={(next) => setDrafts(drafts.map((each, at) => (at === index ? next : each)))}
          onRemove={drafts.length > 1 ? () => setDrafts(drafts.filter((_, at) => at !== index)) : null}
        />
      ))}
      <div className="d-flex flex-wrap gap-2">
        {charts.map((chart) => (
          <Button
            key={chart.product}
            variant="outline-primary"
            onClick={() =>
              setDrafts([
                ...drafts,
                { key: `area-${Date.now()}`, name: '', product: chart.product, squareFeet: '', r: '', bags: '' },
              ])
            }
          >
            Add an area of {chart.product}
          </Button>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-3">
        <Form.Group controlId={`${id}-day`}>
          <Form.Label>Day the work was done</Form.Label>
          <Form.Control type="date" value={installedOn} onChange={(event) => setInstalledOn(event.target.value)} />
        </Form.Group>
        <Form.Group controlId={`${id}-name`}>
          <Form.Label>Installer’s name</Form.Label>
          <Form.Control
            type="text"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Group>
      </div>
      <div>
        <p className="fw-bold mb-1">Installer’s signature</p>
        <SignaturePadBox
          label="Installer’s signature, drawn"
          onChange={(drawn) => setStrokes(drawn?.strokes ?? [])}
          clearKey={clearKey}
        />
        <Button variant="link" className="px-0" onClick={() => setClearKey((key) => key + 1)}>
          Clear the installer’s signature
        </Button>
      </div>
      {problems.length > 0 && (
        <ul aria-label="Before the installer signs" className="mb-0">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {failure && <Alert variant="danger">{failure}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" disabled={problems.length > 0 || signing} onClick={() => void sign()}>
          Sign the receipt
        </Button>
        <Button variant="outline-primary" onClick={onCancel}>
          Not now
        </Button>
      </div>
    </Form>
  );
}

/** The names of the contract's selected loose-fill work whose price book line has no label chart. */
function selectedWithoutChart(contract: Contract, scopes: readonly WorkScope[]): string[] {
  const uncharted = new Set(scopesWithoutChart(scopes).map((scope) => scope.wsid));
  return contract.Goals.flatMap((goal) =>
    goal.Projects.filter((project) => project.Selected && uncharted.has(project.Wsid)).map((project) => project.Name),
  );
}
