// Every word the contract, its notices, its PDF and the consent say to the customer, in Spanish: the same things as
// en.ts, reviewed as a whole by the company's counsel (docs/decisions/053-language-of-the-sale.md). The FTC publishes
// no Spanish text of 16 CFR 429.1; these are the company's translations of it.
import type { ContractWords } from './en';
import type { ExistingMaterial } from '../../insulation/existing-insulation';
import { bold, plain, type Paragraph, type TextRun } from '../text-runs';

const EXISTING_NAMES_ES: Record<ExistingMaterial, string> = {
  'fiberglass-batts': 'fibra de vidrio en mantas',
  'loose-fiberglass': 'fibra de vidrio suelta',
  'loose-cellulose': 'celulosa suelta',
  'rock-wool': 'lana de roca',
  vermiculite: 'vermiculita',
};

const CARDINALS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez']
  .concat(['once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'])
  .concat(['veinte']);
// Before "día" (masculine), as the notices use them: "el tercer día hábil".
const ORDINALS = ['cero', 'primer', 'segundo', 'tercer', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno']
  .concat(['décimo', 'undécimo', 'duodécimo', 'decimotercer', 'decimocuarto', 'decimoquinto', 'decimosexto'])
  .concat(['decimoséptimo', 'decimoctavo', 'decimonoveno', 'vigésimo']);

export const es: ContractWords = {
  locale: 'es-US',
  cardinal: (count) => CARDINALS[count] ?? String(count),
  ordinal: (count) => ORDINALS[count] ?? `${count}.º`,

  unsavedNote:
    'Borrador, aún no acordado: el contrato lleva la fecha del día en que se acuerda, y los días para cancelarlo se ' +
    'cuentan desde ese día.',
  changedNote: (date) =>
    `Borrador de cambios al contrato acordado el ${date}: ese contrato sigue vigente hasta que se acuerden estos ` +
    'cambios, que llevarán la fecha del día en que se acuerden.',
  labels: {
    contract: 'Contrato',
    date: 'Fecha',
    status: 'Estado',
    work: 'Trabajo a realizar',
    price: 'Precio',
    financing: 'Financiamiento',
    notes: 'Notas',
    signatures: 'Firmas',
    workColumns: ['Cantidad', 'Descripción', 'Tarifa', 'Dificultad', 'Total'],
    noQuantities: 'No se ingresaron cantidades.',
    noFinancing: 'No se eligió ninguno.',
    noNotes: 'Ninguna.',
    treatmentNotes: 'Notas del tratamiento:',
    initials: 'Iniciales del comprador',
  },
  customer: 'Cliente',
  preparedBy: 'Preparado por',
  phone: (number) => `Teléfono ${number}`,
  goal: (position) => `Objetivo ${position}`,
  subtotal: (goal) => `Subtotal de ${goal}`,
  offerEnds: (day) => `la oferta termina el ${day}`,
  priceRows: {
    total: 'Total',
    discount: 'Descuento',
    coupon: 'Cupón',
    'after-discounts': 'Total del contrato después de descuentos',
    deposit: 'Depósito',
    'net-due': 'Saldo a pagar',
  },
  financingLine: (months, apr, monthly, weekly) =>
    `${months} ${months === 1 ? 'mes' : 'meses'} al ${apr} de tasa anual (APR): ${monthly} al mes (${weekly} a la semana)`,
  financingNote: (netDue) =>
    `Los pagos se calculan sobre el saldo a pagar de ${netDue} y están sujetos a la aprobación de crédito.`,
  signatureLabels: { customer: 'Firma del cliente', agent: 'Firma del agente', date: 'Fecha' },

  terms: {
    heading: 'Términos',
    validity: (days: number, through: TextRun): Paragraph => [
      bold(`Esta propuesta es válida por ${days} días`),
      plain(' a partir de la fecha de este contrato, hasta el '),
      through,
      plain('. Después de ese día sus precios y términos pueden cambiar.'),
    ],
    warrantiesIntro: [bold('Garantías.'), plain(' Desde el día en que se termine el trabajo, garantizamos:')],
    workmanship: 'la mano de obra de todo el trabajo de este contrato',
    warranty: (what, years) => `${what}, por ${years} ${years === 1 ? 'año' : 'años'}`,
    ventilation: (term) => {
      const place = term.place;
      const where = place
        ? `Para la zona climática ${place.zone} (${place.county}, mapa del IECC de ${place.edition}), el código`
        : 'El código';
      const why =
        term.perSquareFeet === 300
          ? `, ya que entre el 40 y el 50% del área de ventilación está a 3 pies o menos de la cumbrera${term.vaporRetarder ? ' y el techo tiene un retardador de vapor de clase I o II' : ''}`
          : place
            ? ''
            : ' (1 por cada 300 donde entre el 40 y el 50% de ella está a 3 pies o menos de la cumbrera y, en las ' +
              'zonas climáticas 6 a 8, el techo tiene un retardador de vapor de clase I o II)';
      const sized = term.sized;
      const size = sized
        ? `: ${sized.squareInches} pulgadas cuadradas para los ${sized.floor} pies cuadrados de este ático`
        : '';
      const split = sized?.high
        ? `, de ellas entre ${sized.high.least} y ${sized.high.most} a 3 pies o menos de la cumbrera y el resto en ` +
          'la parte baja del techo, en los aleros o sofitos.'
        : '. Como buena práctica, no como requisito del código, la repartimos entre las entradas de aire en la ' +
          'parte baja del techo (en los aleros o sofitos) y las salidas de aire en la parte alta (en la cumbrera o ' +
          'cerca de ella).';
      return [
        bold('Ventilación del ático.'),
        plain(
          ` ${where} (IRC R806.2) pide al menos 1 pie cuadrado de área libre neta de ventilación por cada ` +
            `${term.perSquareFeet} pies cuadrados de piso del ático${why}${size}${split}`,
        ),
      ];
    },
    insulation: (term) => {
      const zone = `la zona climática ${term.zone}`;
      const basis = term.basis;
      const recommendation =
        'code' in basis
          ? `el mínimo que el IECC de ${basis.code} fija para casas nuevas en ${zone}`
          : `la recomendación de ENERGY STAR para ${basis.energyStar.attic === 'insulated' ? 'el ático de una casa existente que ya tiene de 3 a 4 pulgadas' : 'el ático sin aislamiento de una casa existente'} ` +
            `en ${zone} («${basis.energyStar.chart}», según la tabla ${basis.energyStar.basedOn.table} del IECC de ` +
            `${basis.energyStar.basedOn.iecc})`;
      const target =
        term.r === term.recommended
          ? `R-${term.r}, ${recommendation}.`
          : `R-${term.r}, el nivel al que se vende el aislamiento del ático de este contrato. R-${term.recommended} es ` +
            `${recommendation}.`;
      const existing = term.existing
        ? ` El ático tiene ahora unos R-${term.existing.r} (${term.existing.inches} pulgadas de ` +
          `${EXISTING_NAMES_ES[term.existing.material]}, contadas a R-${term.existing.perInch} por pulgada), así ` +
          `que el aislamiento que añadimos da al menos R-${term.added}.`
        : ` No contamos aislamiento en el ático ahora, así que el aislamiento que añadimos da al menos R-${term.added}.`;
      return [bold('Aislamiento del ático.'), plain(` Objetivo: ${target}${existing}`)];
    },
    factSheets: (shown) => [
      bold('Hojas de datos del valor R.'),
      plain(
        ` Antes de que aceptara la compra, le mostramos la hoja de datos de cada producto aislante cotizado, con sus ` +
          `valores R: ${shown.map(({ product, day }) => (day ? `${product}, el ${day}` : product)).join('; ')}.`,
      ),
    ],
    workStart: (day: TextRun): Paragraph => [
      bold('Inicio del trabajo.'),
      plain(
        ' No se hará ningún trabajo antes de que termine su derecho a cancelar. El primer día en que puede empezar el trabajo es el ',
      ),
      day,
      plain('.'),
    ],
  },
  dateToWriteIn: '(fecha a escribir a mano)',

  cancellationStatement: (ordinal: string, lastDay: TextRun): Paragraph => [
    plain(
      `Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del ${ordinal} ` +
        'día hábil después de la fecha de esta transacción, es decir, antes de la medianoche del ',
    ),
    lastDay,
    plain('. Vea el formulario adjunto de Aviso de cancelación, que explica este derecho.'),
  ],

  notice: {
    copyLine: (copy, of) =>
      `Copia ${copy} de ${of}: guarde una copia para sus archivos; para cancelar, firme y feche la otra y envíenosla.`,
    title: 'Aviso de cancelación',
    transaction: 'Fecha de la transacción: ',
    reference: (contractId) => ` (contrato ${contractId})`,
    within: (days) =>
      `Usted puede cancelar esta transacción, sin ninguna penalidad ni obligación, dentro de los ${days} días hábiles siguientes a la fecha indicada arriba.`,
    refund:
      'Si usted cancela, todo bien entregado como parte de pago, todo pago que usted haya hecho conforme al contrato ' +
      'o venta y todo instrumento negociable que usted haya firmado le serán devueltos dentro de los diez días ' +
      'hábiles siguientes a la recepción de su aviso de cancelación por el vendedor, y toda garantía real que ' +
      'surja de la transacción quedará cancelada.',
    goods:
      'Si usted cancela, debe poner a disposición del vendedor en su residencia, en condiciones sustancialmente tan ' +
      'buenas como cuando los recibió, los bienes que se le hayan entregado conforme a este contrato o venta, o ' +
      'bien, si lo desea, puede seguir las instrucciones del vendedor para devolver los bienes por cuenta y riesgo ' +
      'del vendedor.',
    pickUp:
      'Si usted pone los bienes a disposición del vendedor y este no los recoge dentro de los 20 días siguientes a ' +
      'la fecha de su aviso de cancelación, usted puede quedarse con ellos o deshacerse de ellos sin ninguna otra ' +
      'obligación. Si usted no pone los bienes a disposición del vendedor, o si acepta devolvérselos y no lo hace, ' +
      'seguirá obligado a cumplir todas las obligaciones del contrato.',
    byMail:
      'Para cancelar esta transacción, envíe por correo o entregue una copia firmada y fechada de este aviso de cancelación o cualquier otro aviso por escrito, o envíe un telegrama, a ',
    byCertifiedMail:
      'Para cancelar esta transacción, envíe por correo registrado o certificado, o entregue en mano, una copia firmada y fechada de este aviso de cancelación o cualquier otro aviso por escrito a ',
    at: ', en ',
    orEmail: ', o envíela por correo electrónico a ',
    notLaterThan: ', a más tardar a la medianoche del ',
    cancelLine: 'POR LA PRESENTE CANCELO ESTA TRANSACCIÓN.',
    signatureLabels: ['Fecha', 'Firma del comprador'],
  },

  roles: { buyer: 'Comprador', 'co-buyer': 'Cocomprador', agent: 'Agente' },
  quoteLabel: (label) =>
    `Según la etiqueta de ${label.product}, para R-${label.r}: al menos ${label.bags} bolsas en ${label.area} pies², ` +
    `al menos ${label.pounds} lb por pie², instalado con al menos ${label.installed} pulg. de espesor y ` +
    `${label.settled} pulg. una vez asentado.`,
  unit: (label, quantity) => {
    const one = quantity === 1;
    const units: Record<string, string> = {
      'sq ft': one ? 'pie²' : 'pies²',
      'lin ft': one ? 'pie lineal' : 'pies lineales',
      'board ft': one ? 'pie tablar' : 'pies tablares',
      each: one ? 'unidad' : 'unidades',
      hour: one ? 'hora' : 'horas',
    };
    return units[label.trim().toLowerCase()] ?? label;
  },
  signer: {
    name: (title) => `Nombre del ${title.toLowerCase()}`,
    how: (title) => `Cómo firma el ${title.toLowerCase()}`,
    draw: 'Dibujar',
    typeInstead: 'Escribir en su lugar',
    drawHint: 'Firme en el recuadro con el dedo o con un lápiz táctil.',
    drawn: (title) => `Firma del ${title.toLowerCase()}, dibujada`,
    clear: (title) => `Borrar la firma del ${title.toLowerCase()}`,
    typed: (title) => `Firma del ${title.toLowerCase()}, escrita`,
    typedHint: 'Escriba su nombre completo como firma.',
    signAs: (title) => `Firmar como ${title.toLowerCase()}`,
    signedBy: (name) => `Firmado por ${name}.`,
    notSigned: 'Sin firmar todavía.',
  },
  intent: (role, seller) =>
    role === 'agent'
      ? `Al firmar aquí firmo este contrato en nombre de ${seller.name}.`
      : 'Al firmar aquí acepto este contrato, incluido su Aviso de cancelación, y quiero que esta sea mi firma.',

  consent: {
    title: 'Consentimiento para firmar y recibir este contrato en forma electrónica',
    agreement: 'Acepto firmar y recibir este contrato en forma electrónica.',
    disclosure: (seller, sellerContact, email) => [
      `Puede firmar este contrato en esta tableta y recibirlo en forma electrónica: una copia en PDF ahora, compartida, descargada o impresa en esta mesa, y ${email.trim() === '' ? 'por correo electrónico cuando nos dé una dirección' : `por correo electrónico a ${email.trim()}`} cuando la tableta vuelva a tener conexión.`,
      'Este consentimiento abarca este contrato, su Aviso de cancelación y el registro de cómo se firmó.',
      'Puede pedir papel en su lugar, sin costo: elija "Usar papel" y el contrato se imprime para que lo firme con bolígrafo.',
      `Puede retirar este consentimiento en cualquier momento, sin costo, escribiendo o llamando a ${sellerContact}. Desde entonces le enviaremos copias en papel; retirarlo no anula una firma ya dada.`,
      `Puede pedir una copia en papel del contrato firmado en cualquier momento, sin costo, a ${seller} al teléfono indicado arriba.`,
      'Para abrir y guardar la copia necesita un teléfono, una tableta o una computadora que abra archivos PDF, y una dirección de correo electrónico para la copia enviada. Al aceptar, confirma que puede leer este contrato en esta pantalla.',
    ],
    contact: (seller, address, phone) => `${seller}, ${address}, teléfono ${phone}`,
    emailLabel: 'Correo electrónico para la copia firmada',
    emailHint: 'Déjelo vacío si el cliente no tiene correo electrónico: se lleva su copia en la mesa.',
    emailInvalid:
      'Esto no es una sola dirección de correo electrónico. Dé una dirección (la copia va a una), o déjelo vacío.',
    mustAgree: 'Marque esta casilla para firmar en la tableta, o elija papel.',
    read: 'Aceptar y leer el contrato',
    paper: 'Usar papel',
  },

  pdf: {
    title: (contractId, signed) => `Contrato ${contractId}${signed ? ' (firmado)' : ''}`,
    subject: (seller, customer) => `Contrato entre ${seller} y ${customer}`,
    footer: (contractId, signedOn, signed, page, count) =>
      `Contrato ${contractId} · ${signed ? (signedOn ? `Firmado el ${signedOn}` : 'Firmado') : 'Aún sin firmar'} · Página ${page} de ${count}`,
    signatureAlt: (name, role) => `Firma de ${name}, ${role.toLowerCase()}`,
    signatureCaption: (role, name, typed, at) =>
      `${role}: ${name} · ${typed ? 'firma escrita con teclado' : 'firma trazada'} · firmado ${at}`,
    record: {
      heading: 'Registro de la firma',
      intro: (contractId, agent, seller) =>
        `Contrato ${contractId}, preparado por ${agent} para ${seller}, firmado en la tableta del agente.`,
      columns: ['Firmante', 'Nombre', 'Forma', 'Firmado (reloj del dispositivo)'],
      methods: { drawn: 'trazada', typed: 'con teclado' },
      signatures: 'Firmas',
      consentHeading: 'Consentimiento y eventos',
      consent: (at, email) =>
        `Consentimiento para firmar y recibir en forma electrónica dado ${at}; copia a enviar por correo electrónico a ${email || '(no se dio dirección)'}.`,
      events: {
        'consent-given': 'consentimiento para firmar en forma electrónica dado',
        'document-shown': 'el contrato mostrado para su lectura',
        signed: 'firmado',
      },
      initialsHeading: 'Avisos con iniciales',
      initialed: (title, initials, at) => `${title}: iniciales ${initials}, ${at}`,
      approvalHeading: 'Aprobación del precio por un gerente',
      approval: (manager, discount, code, at, lastDay) =>
        `${manager} aprobó un descuento de ${discount} por debajo del precio mínimo de la oficina con el código de ` +
        `aprobación ${code}, ingresado ${at}, válido hasta el ${lastDay}.`,
      rulesHeading: 'Reglas del estado',
      rules: (law, state, version, checked, older) =>
        `Hecho según ${law} (${state}), versión ${version}, revisada el ${checked}${older === null ? '' : `; un comprador tiene ${older} años o más`}.`,
      federalRule: 'la regla federal',
      stateRules: (name) => `las reglas de ${name}`,
      deviceHeading: 'Dispositivo',
      device: (userAgent, zone) => `${userAgent}; zona horaria ${zone}.`,
      proofHeading: 'Prueba',
      hash: (hash) =>
        `SHA-256 del contenido firmado (el contrato, el consentimiento, las firmas y estos eventos): ${hash}`,
      fileHash:
        'Un archivo no puede contener su propio hash: el SHA-256 de este PDF y la hora en que la oficina lo recibió se guardan con el contrato en la nube.',
    },
  },
};
