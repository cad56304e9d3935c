// What signing costs. On the device: making the signed PDF of the bench
// contract and hashing it (the same PDFKit code as the tablet's Finish
// signing, run here in Node, which is a lower bound for a tablet's CPU).
// In the cloud: POST /api/contracts/:id/signed, which re-hashes the record
// and the PDF, keeps the version and queues its email; a retry of the same
// push, which keeps nothing; and the list of a contract's signed versions.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Contract } from '#domain/contract/model';
import { printContract } from '#domain/printed-contract/printed-contract';
import { sha256Hex } from '#domain/signing/sha256';
import { sealRecord } from '#domain/signing/sign-contract';
import { signedContentOf, TEST_SELLER } from '#domain/testing/signing';
import { renderContractPdf, type PdfFonts } from '#web/features/builder/sign-step/signed-pdf/render-contract-pdf';
import { SIGNED_PER_AGENT_PER_DAY } from '#server/signing/signed-push-checks';
import { ms, percentile } from './stats';

const RENDER_RUNS = 20;
/** As many as one agent may send a day: the cloud answers 429 past them. */
const PUSH_RUNS = SIGNED_PER_AGENT_PER_DAY;

function font(weight: string): ArrayBuffer {
  const bytes = readFileSync(`node_modules/@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

export function benchFonts(): PdfFonts {
  return { regular: font('400Regular'), bold: font('700Bold') };
}

/** The signed record of a contract and its PDF, as the tablet makes them. */
export async function signedPdf(contract: Contract, fonts: PdfFonts) {
  const record = sealRecord(signedContentOf(contract));
  const printed = printContract({
    contract: record.contract,
    preparedBy: record.preparedBy,
    agentPhone: record.agentPhone,
    seller: TEST_SELLER,
    timeZone: record.device.timeZone,
  });
  const pdf = await renderContractPdf({ printed, record, fonts });
  return { record, pdf };
}

export async function measureSigning(
  address: string,
  headers: Record<string, string>,
  contractFor: (contractId: string) => Contract,
): Promise<string[]> {
  const fonts = benchFonts();
  const sample = contractFor('BenchSign001');
  const renderTimes: number[] = [];
  let size = 0;
  for (let run = 0; run < RENDER_RUNS; run++) {
    const start = performance.now();
    const { pdf } = await signedPdf(sample, fonts);
    sha256Hex(pdf);
    renderTimes.push(performance.now() - start);
    size = pdf.length;
  }

  // The cloud checks that the PDF's bytes match their hash, not what they show: every push carries a PDF of
  // the sample's size, so the bodies are ready in moments (a long pause would outlast the server's keep-alive).
  const { pdf: samplePdf } = await signedPdf(sample, fonts);
  const pushes = Array.from({ length: PUSH_RUNS }, (_, index) => {
    const record = sealRecord(signedContentOf(contractFor(`BenchSign${String(index + 2).padStart(3, '0')}`)));
    const pdf = Buffer.concat([samplePdf, Buffer.from(`\n% ${record.contentHash}\n`)]);
    const body = JSON.stringify({ record, pdf: pdf.toString('base64'), pdfHash: sha256Hex(pdf) });
    const contract = `${address}/api/contracts/${record.contract.ContractId}`;
    return { contract, synced: JSON.stringify({ contract: record.contract, baseVersion: null }), body };
  });
  const timed = async (run: () => Promise<Response>, expected: number) => {
    const start = performance.now();
    const response = await run();
    await response.arrayBuffer();
    if (response.status !== expected) throw new Error(`answered ${response.status}, not ${expected}`);
    return performance.now() - start;
  };
  const firstTimes: number[] = [];
  const retryTimes: number[] = [];
  const listTimes: number[] = [];
  for (const { contract, synced, body } of pushes) {
    // As the tablet does, and as the cloud asks: the signed contract is synced first, then its signed copy.
    await timed(() => fetch(contract, { method: 'PUT', headers, body: synced }), 200);
    const path = `${contract}/signed`;
    firstTimes.push(await timed(() => fetch(path, { method: 'POST', headers, body }), 201));
    retryTimes.push(await timed(() => fetch(path, { method: 'POST', headers, body }), 200));
    listTimes.push(await timed(() => fetch(path, { headers }), 200));
  }
  const line = (label: string, times: number[]) =>
    `${label}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`;
  return [
    `${line(`Signed PDF made and hashed in Node (${RENDER_RUNS} runs)`, renderTimes)}; ${(size / 1024).toFixed(0)} KiB`,
    line(`Signed push, first (${PUSH_RUNS}, both hashes checked, email queued)`, firstTimes),
    line(`Signed push, retry of the same (${PUSH_RUNS})`, retryTimes),
    line(`Signed versions of a contract listed (${PUSH_RUNS})`, listTimes),
  ];
}
