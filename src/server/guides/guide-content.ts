// The homeowner guides' words, one guide per work-scope family: pure data that render-guide.ts lays out. Facts follow
// the fixture README's sources (ENERGY STAR R-values, IRC R806.2's attic ventilation ratios, HPwES work standards); there
// are no prices here on purpose.
import type { GuideFamily } from '#domain/guides/pdf-guide';

export interface GuideSection {
  heading: string;
  /** One or more paragraphs of plain text. */
  paragraphs: readonly string[];
}

export interface GuideContent {
  family: GuideFamily;
  title: string;
  sections: readonly GuideSection[];
}

export const GUIDE_CONTENT: Readonly<Record<GuideFamily, GuideContent>> = {
  A1: {
    family: 'A1',
    title: 'Attic Insulation',
    sections: [
      {
        heading: 'What the work is',
        paragraphs: [
          'We add insulation to your attic so the rooms below stay warmer in winter and cooler in summer. Most often this means blowing loose-fill cellulose or fiberglass over the attic floor to a set R-value. Where the attic floor is not the right place, we insulate knee walls, spray foam under the roof deck, or dense-pack closed cathedral ceilings.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'In winter, heat rises through the ceiling and escapes into the attic; in summer, a hot attic pushes heat back down into the rooms. ENERGY STAR recommends R-49 for an uninsulated attic in climate zones 2-3 and R-60 in zones 4-8. If you already have 3-4 inches, the top-up level is R-38 in zones 2-3 and R-49 in zones 4-8. The right level means steadier room temperatures and less work for your heating and cooling.',
        ],
      },
      {
        heading: 'How it is done',
        paragraphs: [
          'Air sealing and vent baffles come first, so the new insulation does not hide leaks or block airflow from the soffits. Depth rulers are stapled to the framing, then the insulation is blown in through a hose to an even depth: about 15 inches of cellulose for R-49 and about 18 inches for R-60. Fiberglass needs a few more inches for the same R-value but weighs less, which suits older drywall or plaster ceilings.',
          'Spray foam on the underside of the roof deck brings the whole attic inside the home, which makes sense when ducts or the air handler sit up there. It is priced by the board foot: square feet times inches of foam.',
        ],
      },
      {
        heading: 'What to expect on the day',
        paragraphs: [
          'The crew needs a clear path to the attic access, and the insulation hose comes in through a door or window. Expect some noise, and dust near the hatch; the floor underneath is covered and the crew cleans up before leaving. The depth rulers stay in place so you, or an inspector, can check the installed depth later. For spray foam, plan to be out of the house while the foam goes on; the crew will tell you when it is safe to return.',
        ],
      },
    ],
  },
  A2: {
    family: 'A2',
    title: 'Attic Air Sealing',
    sections: [
      {
        heading: 'What the work is',
        paragraphs: [
          'Air sealing closes the hidden gaps between your living space and the attic: the tops of interior walls, holes for wires and pipes, open soffits above kitchen cabinets, chases, gaps around chimneys and flues, recessed lights, and the attic hatch or pull-down stairs.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'Warm, moist house air escapes through these gaps into the attic. That wastes energy, causes drafts downstairs, and can leave condensation on the roof deck. Insulation slows heat but does not stop moving air, so the attic floor is sealed before any new insulation goes in. Dropped soffits and open chases are among the largest leaks in most attics.',
        ],
      },
      {
        heading: 'How it is done',
        paragraphs: [
          'Existing insulation is moved aside to reach the leaks, which are sealed with caulk and spray foam. Large openings are capped with rigid foam or drywall. Around a chimney or metal flue the crew uses sheet-metal flashing and high-temperature sealant, with a metal dam that keeps insulation back the required clearance, usually 2-3 inches. Recessed lights get fire-rated covers so insulation can run over them, and the hatch or attic stairs are insulated and weatherstripped so they close tight.',
        ],
      },
      {
        heading: 'What to expect on the day',
        paragraphs: [
          'Most of the work happens in the attic, so the crew needs access to the hatch and a clear space beneath it. A blower door, a fan fitted into an exterior doorway, may be used to measure how much leakage was removed. Keep windows and doors closed while it runs.',
        ],
      },
    ],
  },
  A4: {
    family: 'A4',
    title: 'Attic Ventilation',
    sections: [
      {
        heading: 'What the work is',
        paragraphs: [
          'A vented attic lets outside air come in low at the eaves (the soffits) and leave high near the ridge. This work adds or improves those openings: baffles in the rafter bays, soffit intake vents, a ridge vent, box vents, or gable louvers.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'Moving air carries heat and moisture out of the attic, which helps protect the roof deck from condensation and mold. The building code (IRC R806.2) asks for 1 square foot of net free vent area for every 150 square feet of attic floor: 10 square feet (1,440 square inches) for a 1,500 square foot attic. It allows 1 for every 300 square feet when 40 to 50% of the vent area is high, within 3 feet of the ridge, with the rest low at the eaves, and, in climate zones 6 to 8, the ceiling has a Class I or II vapor retarder: then the same attic needs 5 square feet, split between intake and exhaust. The contract gives the rule for the county of the house and the figures for this attic.',
        ],
      },
      {
        heading: 'How it is done',
        paragraphs: [
          'Rigid baffles keep a 2-inch air channel open from each soffit vent into the attic, with a wind dam at the wall plate so insulation cannot block the intake or be blown about. For exhaust, a slot is cut along the ridge and covered with a shingle-over ridge vent; where that is not practical, box vents near the ridge add about 50-60 square inches of vent area each. Solid soffits get cut-in vents or a continuous vented soffit. Gable vents are not combined with a ridge vent on the same attic, because the ridge would then pull air in through the gable instead of the soffits.',
        ],
      },
      {
        heading: 'What to expect on the day',
        paragraphs: [
          'Ridge and box vents are installed from the roof and soffit vents from ladders, so please keep the area around the house clear and move vehicles out of the way. Baffles are fitted from inside the attic, before any new insulation is blown in.',
        ],
      },
    ],
  },
  A5: {
    family: 'A5',
    title: 'Attic Mold & Moisture',
    sections: [
      {
        heading: 'What the work is',
        paragraphs: [
          'Mold on attic sheathing and rafters is a moisture problem. The usual causes are a bath fan that vents into the attic, warm house air leaking up, or poor ventilation. This work cleans the mold and deals with the moisture source at the same time.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'Cleaning alone will not last if the moisture keeps coming, so the source must be fixed as part of the job. Bathroom exhaust is a common culprit: the building code (IRC) requires it to end outdoors, not in the attic.',
        ],
      },
      {
        heading: 'How it is done',
        paragraphs: [
          'The crew sets up containment and HEPA air filtration, HEPA-vacuums and cleans the affected wood, and applies an EPA-registered antimicrobial. Where staining is embedded in the wood, dry-ice blasting takes the sheathing back to clean wood, and a white mold-resistant coating can be sprayed over the cleaned surfaces. A bath fan that dumps into the attic is rerouted outdoors through short, sloped, insulated duct to a roof or gable cap with a backdraft damper.',
        ],
      },
      {
        heading: 'What to expect on the day',
        paragraphs: [
          'Expect plastic sheeting around the attic access and the steady hum of air filtration while the crew works. Please keep children and pets away from the work area until the crew has packed up.',
        ],
      },
    ],
  },
  A7: {
    family: 'A7',
    title: 'Insulation Removal',
    sections: [
      {
        heading: 'What the work is',
        paragraphs: [
          'Sometimes old insulation has to come out before new work can begin. Loose-fill cellulose or fiberglass is vacuumed out, old batts are removed by hand, and insulation fouled by rodents is removed and the attic floor sanitized.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'Insulation that is wet, contaminated or heavily compressed no longer does its job, and it hides the gaps that air sealing needs to reach. Rodent droppings and nesting are a health concern and can carry odors into the home. New insulation performs as rated only on a clean, dry, sealed attic floor.',
        ],
      },
      {
        heading: 'How it is done',
        paragraphs: [
          'A commercial insulation vacuum pulls loose-fill out through a hose into sealed bags or a trailer outside, and batts are bagged by hand. For rodent contamination the crew works in protective equipment behind containment, then sanitizes and deodorizes the exposed attic floor. Everything removed is hauled away for disposal.',
        ],
      },
      {
        heading: 'What to expect on the day',
        paragraphs: [
          'A large hose runs from the attic to the truck or trailer, so the crew needs parking close to the house. Removal is dusty work: the path to the attic is protected and cleaned afterward. Air sealing and new insulation follow once the attic floor is clear.',
        ],
      },
    ],
  },
  B1: {
    family: 'B1',
    title: 'Basement',
    sections: [
      {
        heading: 'What the work is',
        paragraphs: [
          'Basement work seals and insulates the foundation: the rim joist where the house framing sits on the foundation, the sill plate, the concrete walls, and the holes where pipes and wires pass through. If the basement is to stay unheated, the floor above it is insulated instead.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'The rim joist and sill are often the leakiest part of a basement, letting cold air in at floor level. Insulated walls keep the space warmer and drier. ENERGY STAR recommends R-10 continuous insulation on basement walls in climate zones 4A and 4B, and R-15 in zones 4C and 5-8.',
        ],
      },
      {
        heading: 'How it is done',
        paragraphs: [
          'The rim joist gets 2-3 inches of closed-cell spray foam, which air seals, insulates and adds a vapor retarder in one step, or rigid foam cut to fit each bay and sealed on all four edges. Fiberglass batts alone are not used there, because humid air would reach the cold rim and condense. Walls get 2-inch foam board (about R-10) with taped seams, or closed-cell spray foam (2 inches gives about R-13). Exposed foam needs a thermal barrier. In an unheated basement, R-30 batts go between the joists, held in full contact with the floor above.',
        ],
      },
      {
        heading: 'What to expect on the day',
        paragraphs: [
          'Please move stored items away from the walls and the rim joist before the crew arrives. For spray foam, plan to be out of the house while it is sprayed; the crew will tell you when it is safe to return.',
        ],
      },
    ],
  },
  C1: {
    family: 'C1',
    title: 'Crawlspace',
    sections: [
      {
        heading: 'What the work is',
        paragraphs: [
          'Crawlspace work controls moisture and heat loss under your floors. It ranges from a simple ground cover to full encapsulation with insulated walls, sealed vents, a dehumidifier and an insulated access door. A crawlspace that stays vented gets insulation in the floor above it instead.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'Damp crawlspace air rises into the house, bringing humidity, musty smells and cold floors with it. Sealing the crawlspace and holding its relative humidity below about 55-60% keeps the framing dry and helps prevent mold.',
        ],
      },
      {
        heading: 'How it is done',
        paragraphs: [
          'Encapsulation lays a 20-mil reinforced liner over the floor and up the walls, with seams taped, the top edge fastened and sealed, and piers wrapped. A ground cover uses 12-mil polyethylene, overlapped at least 6 inches at the seams and run 6 inches up the walls. In a sealed crawlspace the foundation vents are closed, the walls are insulated with rigid foam (R-10 to R-15 for your climate) or closed-cell spray foam, and a crawlspace-rated ENERGY STAR dehumidifier holds the humidity down. In a vented crawlspace, R-19 to R-30 batts are held tight to the subfloor after its penetrations are sealed.',
        ],
      },
      {
        heading: 'What to expect on the day',
        paragraphs: [
          'Please clear anything stored in the crawlspace and keep the access free. A dehumidifier needs its own GFCI outlet, so check with us beforehand whether one is already in place. The crew will be in and out of the crawlspace access throughout the job.',
        ],
      },
    ],
  },
  D1: {
    family: 'D1',
    title: 'Ducts & Exhaust Ventilation',
    sections: [
      {
        heading: 'What the work is',
        paragraphs: [
          'Heating and cooling ducts that run through attics, crawlspaces and basements often leak at their seams and joints. This work tests, seals, insulates or replaces that ductwork, and installs bathroom exhaust fans that vent outdoors.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'Air that leaks from a supply duct is heating or cooling you pay for but never feel, and leaky return ducts can pull in dusty attic or crawlspace air. Sealed, insulated ducts deliver more air to your rooms, more evenly. A bath fan that vents outdoors removes moisture before it can cause mold.',
        ],
      },
      {
        heading: 'How it is done',
        paragraphs: [
          'A duct-testing fan measures the leakage, and a pressure pan at each register points to the worst leaks. Accessible seams, joints and takeoffs are sealed with UL-181 mastic and fiberglass mesh, never cloth duct tape, and register boots are sealed to the drywall or subfloor. Aeroseal seals from the inside, reaching leaks nobody can get to by hand, and comes with before-and-after readings on a printed certificate. Ducts in unheated spaces are then wrapped in R-8 insulation, and crushed or torn flex duct is replaced. A new bath fan is sized at about 1 CFM per square foot of bathroom, 50 CFM at least.',
        ],
      },
      {
        heading: 'What to expect on the day',
        paragraphs: [
          'Your heating and cooling will be off while the ducts are tested and sealed. The crew works wherever ducts run, so clear the way to the attic, basement or crawlspace. For Aeroseal, the equipment connects to the duct system and the registers are covered while the sealant is blown in.',
        ],
      },
    ],
  },
  G1: {
    family: 'G1',
    title: 'Garage',
    sections: [
      {
        heading: 'What the work is',
        paragraphs: [
          'An attached garage shares walls, and often a ceiling, with your home. This work seals and insulates those shared surfaces: the ceiling under a bonus room, the shared walls, and the garage attic.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'A garage is unheated and holds car exhaust, fuel and chemicals. Sealing the wall and ceiling between the garage and the house keeps those fumes out of your living space, and insulation stops a room above the garage from having cold floors.',
        ],
      },
      {
        heading: 'How it is done',
        paragraphs: [
          'The gaps in the shared wall and ceiling are sealed first: plate lines, pipe and wire holes, and duct chases. An open ceiling gets R-30 batts held in full contact with the floor above, or closed-cell spray foam on the underside of the bonus-room floor and rim. A drywalled ceiling is dense-packed with cellulose through small holes that are then patched; painting is by others. Closed walls can be filled with blown-in insulation, and loose-fill can be blown over the ceiling from the garage attic.',
        ],
      },
      {
        heading: 'What to expect on the day',
        paragraphs: [
          'Please move vehicles out of the garage and clear space along the walls and under the ceiling being worked on. For spray foam, the garage must stay empty while the foam goes on; the crew will tell you when it is safe to use it again.',
        ],
      },
    ],
  },
  W1: {
    family: 'W1',
    title: 'Walls, Doors & Whole House',
    sections: [
      {
        heading: 'What the work is',
        paragraphs: [
          'Whole-house work starts with a home energy assessment and covers the parts of the home outside the attic: uninsulated exterior walls, and leaky doors and windows.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'An assessment shows where your home actually loses energy, so the money goes to the repairs that matter most. Many older homes have empty wall cavities; filling them, and sealing doors and windows, cuts drafts and makes rooms more comfortable.',
        ],
      },
      {
        heading: 'How it is done',
        paragraphs: [
          'The assessment covers your utility bills, a room-by-room inspection, a blower door test that measures how leaky the house is, an infrared camera scan and smoke pencil to find leaks and missing insulation, combustion safety tests of gas appliances, and a written report that puts the work in order of priority.',
          'Walls are dense-packed with cellulose (about R-13 in a 2x4 wall), either from outside by lifting siding or drilling the sheathing, or from inside through 2-inch holes that are plugged, patched and primed. Doors get new weatherstripping and a sweep or threshold so they seal on all four sides, and windows are re-caulked and weatherstripped.',
        ],
      },
      {
        heading: 'What to expect on the day',
        paragraphs: [
          'For the assessment, plan to be home and to give access to every room, the attic, the basement and any crawlspace. Keep doors and windows closed while the blower door runs. Interior wall work leaves primed patches ready for paint, which is by others; exterior work puts the siding back when it is done.',
        ],
      },
    ],
  },
};
