// The options turned toward the customer (decisions 056, 077): side by side, what each includes, its price (less its
// discount and coupon), what is paid today, its monthly payment under its plan, and how its price compares.
import { Link, useNavigate } from 'react-router';
import { Button, Container } from 'react-bootstrap';
import { optionViews, type OptionView } from '#domain/contract/options';
import { compareOptions, type OptionFigures } from '#domain/contract/option-comparison';
import type { Contract } from '#domain/contract/model';
import { formatDollars } from '#domain/format/money-format';
import { toDollars } from '#domain/money';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { RouteLoading } from '#web/components/route-loading';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import './options.css';

/** The work each option sells: its selected projects, by work-scope code. */
function soldCodes(view: OptionView): Set<string> {
  return new Set(view.Goals.flatMap((goal) => goal.Projects.filter((p) => p.Selected).map((p) => p.Wsid)));
}

const dollars = (cents: number) => formatDollars(toDollars(cents));

function monthly(figures: OptionFigures): string {
  const { monthly: plan } = figures;
  if (!plan) return 'Paid in full, no financing plan chosen';
  return `or ${dollars(plan.amountCents)} a month for ${plan.months} months (${plan.code})`;
}

function againstFirst(figures: OptionFigures, first: OptionFigures): string | null {
  const more = figures.againstFirstCents;
  if (more === null) return null;
  if (more === 0) return `The same price as ${first.name}`;
  return `${dollars(Math.abs(more))} ${more > 0 ? 'more' : 'less'} than ${first.name}`;
}

interface OptionCardProps {
  view: OptionView;
  figures: OptionFigures;
  first: OptionFigures;
  everywhere: Set<string>;
}

function OptionCard({ view, figures, first, everywhere }: OptionCardProps) {
  const navigate = useNavigate();
  const switchOption = useBuilderStore((state) => state.switchOption);
  const headingId = `option-${view.Id}`;
  const compared = againstFirst(figures, first);
  return (
    <article className="option-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="h3 mb-0">
        {view.Name}
      </h2>
      <p className="option-price mb-0">{dollars(figures.priceCents)}</p>
      {figures.depositCents > 0 && <p className="mb-0">{dollars(figures.depositCents)} of it paid today</p>}
      <p className="mb-0">{monthly(figures)}</p>
      {compared && <p className="mb-0 text-body-secondary">{compared}</p>}
      {view.Goals.map((goal) => {
        const projects = goal.Projects.filter((project) => project.Selected);
        if (projects.length === 0) return null;
        return (
          <div key={goal.Gid}>
            <h3 className="h6 mb-1">{goal.Name || 'Goal'}</h3>
            <ul>
              {projects.map((project) => (
                <li key={project.Pid}>
                  {project.Name} ({formatDollars(project.SubTotal)})
                  {!everywhere.has(project.Wsid) && <span className="option-only"> · not in every option</span>}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {view.Values.Discount.Active && (
        <p className="mb-0">Discount {formatDollars(view.Values.Discount.Amount)}, taken off the price</p>
      )}
      {view.Values.Coupon.Active && (
        <p className="mb-0">
          {view.Values.Coupon.Title || 'Coupon'} {formatDollars(view.Values.Coupon.Amount)}, taken off the price
        </p>
      )}
      <Button
        variant={view.Current ? 'primary' : 'outline-primary'}
        onClick={() => {
          switchOption(view.Id);
          void navigate('/builder/review');
        }}
      >
        Choose {view.Name}
      </Button>
    </article>
  );
}

function Presentation({ contract }: { contract: Contract }) {
  const views = optionViews(contract);
  const figures = compareOptions(contract);
  const sets = views.map(soldCodes);
  const everywhere = new Set([...(sets[0] ?? [])].filter((code) => sets.every((set) => set.has(code))));
  return (
    <div className="options-presentation">
      {views.map((view, index) => (
        <OptionCard key={view.Id} view={view} figures={figures[index]!} first={figures[0]!} everywhere={everywhere} />
      ))}
    </div>
  );
}

export function OptionsPresentation() {
  useDocumentTitle('Your options');
  const contract = useBuilderStore((state) => state.contract);
  const customer = contract ? `${contract.Customer.First} ${contract.Customer.Last}`.trim() : '';
  return (
    <Container className="py-4">
      <h1 className="display-title">{customer ? `Your options, ${customer}` : 'Your options'}</h1>
      {!contract ? (
        <RouteLoading />
      ) : !contract.Options ? (
        <p>
          This contract has one option. <Link to="/builder/goals">Add an option</Link> to show choices side by side.
        </p>
      ) : (
        <Presentation contract={contract} />
      )}
      <div className="mt-4 no-print">
        <Link to="/builder/review" className="btn btn-outline-primary btn-lg">
          Back to the contract
        </Link>
      </div>
    </Container>
  );
}
