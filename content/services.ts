import { getRoute } from './routes';
import { site } from './site';
import type { DetailPage, Picture, ServiceSummary } from './types';
import { lookupByPath } from './lookup';

const serviceImage = (file: string, alt: string): Picture => ({
  src: `/images/services/${file}`,
  alt,
  width: 800,
  height: 600,
});

const images = {
  enclosures: serviceImage(
    'customised-enclosures.svg',
    'Customised enclosure with drilled gland plate, terminal rails and internal wiring',
  ),
  termination: serviceImage(
    'cable-termination.svg',
    'Armoured cable being terminated through a cable gland into a junction box',
  ),
  labelling: serviceImage(
    'industrial-labelling.svg',
    'Printed cable markers, equipment tags and pipe markers for an industrial plant',
  ),
  cutting: serviceImage(
    'cable-cutting.svg',
    'Cable measured and cut to length from a drum, with labelled cut lengths',
  ),
  transit: serviceImage(
    'transit-inspection.svg',
    'Cable and pipe transit with sealing modules through a bulkhead',
  ),
};

export const services: DetailPage[] = [
  {
    path: '/customised-enclosure-solutions',
    image: images.enclosures,
    intro: [
      'We build enclosures to your project drawings in our Sharjah workshop: gland plates drilled and tapped for M16 to M75 entries, DIN rails, terminals and earth bars fitted, internal wiring completed, and every unit tested and labelled before dispatch. You receive a finished assembly ready to mount and terminate, not an empty box and a bag of parts.',
      'Builds start from stainless steel, GRP or polycarbonate enclosures rated IP66/67/68, in safe-area or hazardous-area versions, selected for the heat, UV, dust and salt of Gulf installations.',
    ],
    highlights: ['IP66/67/68', 'M16 to M75 entries', 'Sockets 16 A to 600 A', 'Up to 81 elements'],
    sections: [
      {
        heading: 'How a Build Works',
        paragraphs: [
          'Each enclosure is built from your general arrangement drawing, wiring diagram and cable schedule. Where drawings are not yet final, our engineers propose a layout and entry arrangement for your approval before any metal is cut.',
        ],
        bullets: [
          'Review of drawings, datasheets and cable schedules, with queries raised before work starts',
          'Enclosure selection for area classification, ingress protection, ambient temperature and mounting',
          'Entry layout, drilling and threading of gland plates to suit the gland sizes and cable outer diameters',
          'Assembly of rails, terminals, earth bars, devices and internal trunking',
          'Wiring, crimping and core identification to your wiring diagram',
          'Continuity and insulation resistance checks, final inspection and labelling',
        ],
      },
      {
        heading: 'What You Receive',
        bullets: [
          'The enclosure assembled, wired and tagged to your numbering',
          'As-built layout and wiring drawings',
          'A test record for every enclosure',
          'Packing that protects gland plates, windows and devices in transit',
        ],
      },
      {
        heading: 'Hazardous-Area Builds',
        paragraphs: [
          'For Ex e and Ex d enclosures, terminals, devices and glands are chosen from those permitted by the enclosure certificate and the manufacturer’s component schedule, and the number and size of entries are kept within the certified limits. Anything a drawing asks for that falls outside the certificate is flagged before the build, so the finished assembly stays within its certification.',
        ],
      },
    ],
    cardGroups: [
      {
        heading: 'Enclosure Solutions',
        intro: 'Standard build types, each adapted to your drawings, ratings and tag numbering.',
        cards: [
          {
            title: 'EMC Protection',
            text: 'Enclosures with conductive gaskets, bonded gland plates and EMC cable glands that keep screen continuity for drive, instrumentation and data circuits, limiting interference into and out of the enclosure.',
          },
          {
            title: 'Socket Combination Boxes',
            text: 'Socket outlets from 16 A to 600 A combined with MCBs, RCDs and isolators in one enclosure, for site power, workshops, maintenance points and port supplies: IEC 60309 industrial sockets up to 125 A, and single-pole high-current connectors, rated 400 A or 660 A per pole, for the larger ratings.',
          },
          {
            title: 'Wiring Installation',
            text: 'Internal wiring to your schematics: conductors sized and coloured to specification, crimped ferrules and lugs, core markers at both ends, and terminals numbered to the drawing.',
          },
          {
            title: 'Emergency Push Button',
            text: 'Emergency stop stations with red mushroom-head actuators on a yellow background, latching with turn or key release, and optional guards against accidental operation.',
          },
          {
            title: 'Terminal Junction Boxes',
            text: 'Junction boxes with rail-mounted terminals, earth bars and drilled entries for marshalling power, control and instrument cables, in stainless steel, GRP or polycarbonate.',
          },
          {
            title: 'Control Stations',
            text: 'Local control stations with push buttons, selector switches, indicator lamps, potentiometers and meters, configured with up to 81 elements in a single enclosure.',
          },
          {
            title: 'Push Button Stations',
            text: 'Compact one- to six-way stations for start, stop, reset and local/remote selection, supplied with legend plates engraved to your function text.',
          },
        ],
      },
    ],
    quoteService: getRoute('/customised-enclosure-solutions').name,
  },
  {
    path: '/cable-termination',
    image: images.termination,
    intro: [
      'Most cable faults start at the termination: a strand cut while stripping, a lug crimped with the wrong die, a gland seal that never gripped the sheath. Our factory-trained engineers guide your crews through every step, cable preparation, terminal selection and installation, insulation and sealing, testing and verification, and can undertake termination for you with 100% traceability.',
      'Alongside termination support, our in-house print shop produces the identification that completes each circuit: cable tags and markers, equipment and valve tags, pipe and duct markers, warning tapes and engraved plates, made from your cable schedules and plant numbering.',
    ],
    highlights: [
      'Factory-trained engineers',
      '100% traceability',
      'LV and MV cables',
      '15 print shop services',
    ],
    sections: [
      {
        heading: 'Termination Support on Site',
        paragraphs: [
          'We work alongside your electricians and instrument technicians, or take on the terminations ourselves. Support covers each stage of the job:',
        ],
        bullets: [
          'Cable preparation: sheath, armour and insulation stripped to the gland and kit dimensions without nicking conductors',
          'Terminal selection and installation: lugs and ferrules matched to conductor size, class and material, crimped with the correct tool and die',
          'Insulation and sealing: heat shrink, gland seals and shrouds applied so each termination keeps its ingress protection',
          'Testing and verification: continuity, polarity and insulation resistance checked and recorded against the cable number',
        ],
      },
      {
        heading: '100% Traceability',
        paragraphs: [
          'When we undertake the termination, each one is recorded against its cable number: who made it, the gland, lug and kit used with their batch numbers, the crimping tool and die, and the test results. The records are handed over with your completion documents, so any termination can be traced back to who made it, with what, and how it tested.',
        ],
      },
      {
        heading: 'The Print Shop',
        paragraphs: [
          'Print shop jobs are produced from your cable schedules, tag lists and drawings, checked against the source list before production, and packed by area or system so installers fit them in sequence. Materials range from polyolefin and polyester to anodised aluminium and stainless steel, chosen for UV, heat, oil and salt exposure.',
        ],
      },
    ],
    cardGroups: [
      {
        heading: 'Print Shop Services',
        intro:
          'Identification produced in-house, from a single valve tag to a full plant tagging package.',
        cards: [
          {
            title: 'Embossing Service',
            text: 'Characters embossed into stainless steel or aluminium strips and tags that stay readable after painting, corrosion or fire, for offshore and hazardous-area cable identification.',
          },
          {
            title: 'Laser Marking',
            text: 'Permanent, high-contrast marking on anodised aluminium, stainless steel and engraving laminates, for nameplates, serial plates and barcodes that must not wear off.',
          },
          {
            title: 'Engraved Tags',
            text: 'Two-colour laminate or metal tags engraved to depth for legible text, fixed by screws, rivets, cable ties or adhesive to panels, equipment and cables.',
          },
          {
            title: 'Thermal Printed Cable Tags',
            text: 'Thermal-transfer printed tags on polyolefin or polyester, produced in volume from your cable schedule, with resin ribbons for resistance to solvents and UV.',
          },
          {
            title: 'Shrinkable Cable Markers',
            text: 'Heat shrink sleeves printed before fitting, slid over the cable or core and shrunk into place, so the marker cannot slide or fall off.',
          },
          {
            title: 'Self-Laminating Labels',
            text: 'Wrap-around labels with a clear tail that covers the printed legend, protecting it from abrasion, oil and moisture on cables and looms.',
          },
          {
            title: 'Pipe Markers',
            text: 'Content and flow-direction markers for pipe diameters up to 150 mm, 150 to 500 mm and over 500 mm, in colours and legends to your plant standard.',
          },
          {
            title: 'Duct Markers',
            text: 'Markers for HVAC ducts and service routes showing system, service and flow direction, in adhesive or banded versions for painted and insulated ducts.',
          },
          {
            title: 'High-Temp Stainless Markers',
            text: 'Stainless steel markers for hot surfaces, exhaust areas and fire-survival circuits, where plastic labels would soften, char or fade.',
          },
          {
            title: 'Valve Tags',
            text: 'Engraved or embossed tags in stainless steel, aluminium or laminate, numbered to your valve list and fixed with wire or stainless steel ties.',
          },
          {
            title: 'Equipment Tags',
            text: 'Identification plates for motors, panels, pumps and instruments, carrying tag number, service and rating as your specification requires.',
          },
          {
            title: 'Accident Prevention Tags',
            text: 'Danger, caution, do-not-operate and out-of-service tags for lockout and isolation procedures, with write-on areas for name, date and reason.',
          },
          {
            title: 'Warning Tapes',
            text: 'Underground warning tapes laid above buried cables and pipes, printed with the service and caution text in the colours your utility or client specifies.',
          },
          {
            title: 'Rotary Switch Plates',
            text: 'Legend plates for rotary isolators and selector switches, engraved with positions such as OFF/ON or HAND/OFF/AUTO and sized to the switch.',
          },
          {
            title: 'Cable Tray Markers',
            text: 'Tags identifying tray and ladder route numbers, voltage levels and segregation, fixed to the tray side at intervals and at changes of direction.',
          },
        ],
      },
    ],
    quoteService: getRoute('/cable-termination').name,
  },
  {
    path: '/cable-industrial',
    image: images.labelling,
    intro: [
      'Our labelling service designs and produces the identification for a whole project: cable and core markers, equipment and instrument tags, pipe markers and safety signs, made from your cable schedules and plant identification standards and delivered ready to fit.',
      'Good identification pays back at every stage after installation. Commissioning teams check circuits against drawings, maintenance crews isolate the right equipment, and inspectors find a plant that matches its documents.',
    ],
    highlights: [
      'Made from your schedules',
      'UV and chemical resistant',
      'Plastic and metal materials',
      'Packed by area',
    ],
    sections: [
      {
        heading: 'From Schedule to Site',
        bullets: [
          'You send the cable schedule, instrument index, valve list or tag register as a spreadsheet',
          'Legend format, character height, colours and material are agreed against your specification, and a sample is approved',
          'Labels are printed, embossed or engraved, then checked line by line against the source list',
          'Each batch is packed and marked by area, system or drawing number, so installers fit them in sequence',
        ],
      },
      {
        heading: 'Choosing the Material',
        paragraphs: [
          'Material follows the environment. Polyolefin and polyester labels suit indoor panels and cable trays; outdoors, only UV-stabilised materials keep their legibility in Gulf sun; stainless steel is the choice offshore, in hazardous areas and wherever labels must survive fire or hydrocarbons.',
          'We advise on fixing as well, whether cable ties, stainless steel ties, adhesive, rivets or wire, so that each label stays where it was fitted for the life of the installation.',
        ],
      },
      {
        heading: 'Operating Plants',
        paragraphs: [
          'For existing plants, we survey the installed identification, list missing, faded or incorrect labels against the current drawings, and produce replacements in the same format so the plant stays consistent.',
        ],
      },
    ],
    cardGroups: [
      {
        heading: 'Labelling Services',
        cards: [
          {
            title: 'Cable Markers',
            text: 'Markers for cable ends and route points carrying cable number, origin, destination and size, in sleeve, tag or wrap-around formats.',
          },
          {
            title: 'Core and Wire Markers',
            text: 'Ferrule-type and heat shrink core markers printed to terminal numbers, so each conductor matches the wiring diagram.',
          },
          {
            title: 'Equipment and Instrument Tags',
            text: 'Engraved or printed plates for motors, panels, junction boxes, transmitters and valves, following your tag numbering.',
          },
          {
            title: 'Pipe and Duct Markers',
            text: 'Content and flow-direction markers for pipework and ducts, from small-bore lines to pipes over 500 mm diameter.',
          },
          {
            title: 'Safety Signs and Warning Labels',
            text: 'High voltage, arc flash, hazardous-area and mandatory PPE signs in materials rated for long outdoor exposure.',
          },
          {
            title: 'Terminal and Panel Labels',
            text: 'Terminal strip markers, device labels and door legend plates for control panels, motor control centres and distribution boards.',
          },
        ],
      },
    ],
    quoteService: getRoute('/cable-industrial').name,
  },
  {
    path: '/cable-cutting',
    image: images.cutting,
    intro: [
      'We pre-cut cables to the lengths in your cable schedule, label each length at both ends and deliver them grouped by circuit, area or installation sequence. Your crews pull finished, identified cables instead of handling full drums on site.',
      'Pre-cutting and labelling reduce offcut waste, remove the need for drum stands and cutting on site, and make cable quantities easy to check against the schedule on delivery.',
    ],
    highlights: [
      'Cut to schedule lengths',
      'Labelled at both ends',
      'Delivered per circuit',
      'Less drum waste',
    ],
    sections: [
      {
        heading: 'How It Works',
        bullets: [
          'Send the cable schedule with cable type, size, route length and cable numbers',
          'We confirm lengths, termination allowances and spare, and plan the cuts across drums to keep offcuts to a minimum',
          'Cables are measured on a metering counter, cut square and end-capped to keep moisture out',
          'Both ends are labelled with the cable number, and each length is coiled or reeled, tagged and packed per circuit',
          'A cut list with drum numbers and measured lengths travels with the delivery',
        ],
      },
      {
        heading: 'Where It Pays Off',
        paragraphs: [
          'Pre-cutting suits projects with many short and medium runs, such as instrumentation, control and small power circuits in plants, buildings and infrastructure, and sites where laydown space, lifting equipment or drum security are limited. Long MV runs stay on full drums, but can still be labelled and documented before dispatch.',
          'Because every length is counted against the schedule before dispatch, any shortfall or surplus is known before the pull starts, not discovered halfway through it.',
        ],
      },
    ],
    cardGroups: [
      {
        heading: 'Cutting & Labelling Services',
        cards: [
          {
            title: 'Cut-to-Length Service',
            text: 'Power, control and instrumentation cables measured and cut to the lengths in your schedule, including termination allowances.',
          },
          {
            title: 'Drum Optimisation',
            text: 'Cuts planned across the available drums so total offcut is minimised and the remaining lengths stay usable.',
          },
          {
            title: 'End Labelling',
            text: 'Every cut length labelled at both ends with its cable number, so it is identified on the drum, during the pull and at the termination.',
          },
          {
            title: 'End Sealing',
            text: 'Cut ends fitted with heat shrink end caps to keep moisture and dust out of the cable during storage and transport.',
          },
          {
            title: 'Circuit Kits',
            text: 'Cables packed with their glands, lugs and markers as a kit for each circuit, ready for the installation crew.',
          },
          {
            title: 'Cut Lists and Records',
            text: 'A cut list with drum number, cable number and measured length for every cut, for material reconciliation and handover.',
          },
        ],
      },
    ],
    quoteService: getRoute('/cable-cutting').name,
  },
  {
    path: '/transit-inspection',
    image: images.transit,
    intro: [
      'Every cable or pipe that passes through a wall, deck or floor opens a path for fire, smoke, gas or water. We inspect and design cable and pipe penetrations for industry, ships, data centres, construction and process plants, so that each transit holds the rating of the barrier it passes through.',
      `${site.shortName} engineers survey existing and planned penetrations on site, design seals for fire, gas and water-tight performance, and document every transit so it can be inspected, maintained and extended without weakening the barrier.`,
    ],
    highlights: [
      'Fire, gas and water-tight',
      'Site inspection',
      'Design and documentation',
      'Industry, marine and buildings',
    ],
    sections: [
      {
        heading: 'Site Inspection',
        paragraphs: [
          'An inspection establishes what each penetration is, what it must resist and whether it still does:',
        ],
        bullets: [
          'Identify each penetration, the barrier it crosses and the rating that barrier requires',
          'Check frames, sealing modules, compression and packing against the manufacturer’s installation instructions',
          'Record unsealed openings, damaged or missing seals, overfilled transits and cables added without resealing',
          'Photograph and number every transit, with a condition rating and the corrective action needed',
        ],
      },
      {
        heading: 'Transit Design',
        paragraphs: [
          'For new work and extensions, transits are sized from the cable and pipe schedule: outside diameters, number of cables and pipes, segregation and spare capacity for cables still to come. The design sets out transit type and size, module layout, frame fixing and the sealing system needed to meet the fire, gas or water-tight rating of the barrier.',
          'Designs are checked against the tested configurations of the chosen sealing system, because a transit only carries its fire, gas or water rating when it is installed as tested.',
        ],
      },
      {
        heading: 'Where We Work',
        bullets: [
          'Industry and process plants: fire walls, switchroom and control room floors, and pressurised buildings where gas-tight seals keep hazardous atmospheres out',
          'Ships and offshore units: water-tight and fire-rated bulkheads and decks',
          'Data centres: fire and smoke compartments and raised floors, where cables are added and removed frequently',
          'Construction: fire-rated walls and slabs in buildings and infrastructure',
        ],
      },
      {
        heading: 'Documentation',
        paragraphs: [
          'Each transit receives a unique number and a record sheet: location, barrier rating, transit type, module layout, the cables and pipes passing through, spare capacity and inspection history. Transit identification tags are produced in our print shop. The register then supports permit-to-work control whenever cables are added or removed.',
        ],
      },
    ],
    quoteService: getRoute('/transit-inspection').name,
  },
];

export const serviceSummaries: ServiceSummary[] = [
  {
    path: '/customised-enclosure-solutions',
    subText:
      'Enclosures drilled, assembled and wired to your drawings, from terminal junction boxes and control stations to socket combinations and EMC-protected builds.',
    image: images.enclosures,
  },
  {
    path: '/cable-termination',
    subText:
      'Factory-trained engineers guide cable preparation, terminal selection and installation, insulation and sealing, testing and verification, and can undertake termination with 100% traceability. Our in-house print shop produces every tag and marker.',
    image: images.termination,
  },
  {
    path: '/cable-industrial',
    subText:
      'Cable markers, equipment tags, pipe markers and safety signs produced from your cable schedules and plant identification standards.',
    image: images.labelling,
  },
  {
    path: '/cable-cutting',
    subText:
      'Pre-cutting and labelling of cables to your schedule lengths, delivered per circuit to cut waste and installation time on site.',
    image: images.cutting,
  },
  {
    path: '/transit-inspection',
    subText:
      'Site inspection and design of cable and pipe penetrations in industry, ships, data centres, construction and process plants, for fire, gas and water-tight sealing.',
    image: images.transit,
  },
];

export const getService = lookupByPath(services, 'service page');
