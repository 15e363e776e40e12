/**
 * Body content of the twelve product pages, in the order of the product routes.
 * Banner heading, tagline, title and description come from content/routes.ts.
 */
import { site } from './site';
import type { DetailPage, Picture } from './types';
import { lookupByPath } from './lookup';

const productImage = (file: string, alt: string): Picture => ({
  src: `/images/products/${file}`,
  alt,
  width: 800,
  height: 600,
});

export const products: DetailPage[] = [
  // ---------------------------------------------------------------------------------------------
  {
    path: '/product-detail',
    image: productImage(
      'junction-box-enclosures.svg',
      'Stainless steel and GRP junction boxes with gland plates, terminal rails and cable glands fitted',
    ),
    intro: [
      'Junction boxes and enclosures protect terminations, instruments and control components from the conditions that shorten their life in the Gulf: surface temperatures well above the air temperature, fine wind-blown dust, condensation during humid coastal nights, salt-laden air and, on process plants, flammable atmospheres. We supply empty and fully built enclosures for both safe-area and hazardous-area installations.',
      'Standard enclosures are rated IP66/67/68 to IEC 60529 and are available in 316L stainless steel, glass-reinforced polyester (GRP), polycarbonate and die-cast aluminium. Gland plates are drilled and tapped to your entry schedule, with metric entry threads from M16 to M75, and boxes can be delivered with DIN rails, terminals, earth bars and labels already fitted.',
    ],
    highlights: [
      'IP66/67/68 to IEC 60529',
      'UV tested 2000 hours',
      'Entries M16 to M75',
      'IECEx and ATEX Ex e / Ex d',
      '316L stainless, GRP, polycarbonate, aluminium',
    ],
    sections: [
      {
        heading: 'Safe Area',
        paragraphs: [
          'Safe-area enclosures are used wherever no explosive atmosphere is expected: building services, substations, water treatment, solar PV plants, landscape lighting, infrastructure and factory automation. The choice is driven by environment, impact risk, size and how the box will be mounted and entered.',
        ],
        subsections: [
          {
            heading: 'Materials',
            bullets: [
              '316L stainless steel: the first choice for coastal, offshore, food and chemical sites; brushed or electropolished finish, continuous-welded seams.',
              'GRP: non-conductive, corrosion resistant and dimensionally stable in heat; suited to desalination, wastewater and chemical plants.',
              'Polycarbonate: light, impact resistant and transparent-lid options for visual inspection of indicators and meters.',
              'Die-cast aluminium: robust and EMC-friendly for control and instrumentation boxes indoors or under shade.',
            ],
          },
          {
            heading: 'Ratings and tests',
            bullets: [
              'Ingress protection IP66/67/68 to IEC 60529 (EN 60529); IP68 depth and duration as declared for each box.',
              'Impact resistance to IEC 62262 (IK code); empty enclosures to IEC 62208.',
              'Non-metallic boxes UV tested 2000 hours in accelerated weathering, for outdoor installation in direct sun.',
            ],
          },
        ],
      },
      {
        heading: 'Hazardous Area',
        paragraphs: [
          'On oil and gas, petrochemical and fuel-handling sites, an enclosure is electrical equipment in its own right: it must be certified with an equipment protection level (EPL), gas or dust group and temperature class that suit the zone on the area classification drawing. We supply IECEx and ATEX certified boxes for Zone 1 and Zone 2 gas atmospheres and Zone 21 and Zone 22 dust atmospheres.',
        ],
        subsections: [
          {
            heading: 'Ex e increased safety',
            paragraphs: [
              'Ex e (IEC 60079-7) junction boxes prevent sparks and hot surfaces by construction: certified terminals, defined creepage and clearance distances and a minimum of IP54 ingress protection, with IP66 standard on our range. They are the usual choice for terminal and junction boxes in Zone 1 and Zone 2, in stainless steel or GRP, and accept certified Ex e glands.',
            ],
          },
          {
            heading: 'Ex d flameproof',
            paragraphs: [
              'Ex d (IEC 60079-1) enclosures contain an internal explosion and cool the escaping gases through machined flame paths. They house components that spark in normal operation, such as switches, contactors and relays. Bodies are copper-free aluminium alloy or stainless steel; entries must take Ex d certified glands or stopping plugs, and flame-path faces must never be painted or gasketed unless the certificate allows it.',
            ],
          },
          {
            heading: 'What to check on the certificate',
            bullets: [
              'Equipment protection level suited to the zone: Gb for Zone 1, Gc for Zone 2, Db for Zone 21 and Dc for Zone 22 (a higher level, such as Gb in Zone 2, is also acceptable).',
              'Gas group IIA, IIB or IIC and temperature class T1 to T6 against the site classification.',
              'Certified ambient temperature range (Ta). Ta is a shade air temperature: it must cover the highest shade temperature on site, and the extra heating of a box in direct sun is dealt with separately, with sun shades or by checking it with the manufacturer.',
              'Maximum number, size and position of entries, and the terminal rating and quantity allowed.',
            ],
          },
        ],
      },
      {
        heading: 'Gland plates, entries and internal fit-out',
        paragraphs: [
          'Entries are drilled or tapped from M16 to M75 (ISO metric, 1.5 mm pitch), with NPT on request. We drill to your gland schedule, fit DIN rails, terminal blocks, earth studs and breathers or drains, and label the box and every terminal before dispatch.',
        ],
      },
      {
        heading: 'Selection advice',
        bullets: [
          'Size the box for terminals, bending radius of the largest cable and at least 20% spare rail space.',
          'Allow for internal heat in direct sun: add sun shades or choose lighter colours and larger volumes for boxes with electronics.',
          'Match gland and enclosure materials to avoid galvanic corrosion, e.g. nickel-plated brass in aluminium boxes.',
          'For hazardous areas, specify the protection concept, zone and gas group on the enquiry so the certificate matches the duty.',
        ],
      },
    ],
    quoteService: 'Junction Box & Enclosures',
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/ipconnectors',
    image: productImage(
      'ip68-connectors.svg',
      'Gel-filled IP68 cable connectors and a row of DIN-rail terminal blocks',
    ),
    intro: [
      'Buried, submerged and outdoor connections fail when water reaches the conductor. IP68 connectors, gel-filled joints and properly selected terminal blocks keep circuits dry and serviceable in landscape lighting, fountains, irrigation, street lighting, solar and utility networks.',
      `${site.shortName} supplies connectors and terminals for conductors from 1.5 to 1000 mm²: compact IP68 connectors and DIN-rail terminal blocks for control, lighting and small power circuits, and lugs on bolted power terminals for the large power cables at the top of that range.`,
    ],
    highlights: [
      'IP68 to IEC 60529',
      'Connections for 1.5 to 1000 mm²',
      'Gel-filled, re-enterable joints',
      'DIN-rail blocks to IEC 60947-7-1',
    ],
    sections: [
      {
        heading: 'IP68 connectors',
        paragraphs: [
          'IP68 (IEC 60529) means the connector withstands continuous immersion under conditions stated by the manufacturer, which are always more severe than IPX7 (1 m for 30 minutes). Check the declared depth and duration against the application: a fountain nozzle ring, a flooded pit and a shallow irrigation valve box are very different duties.',
        ],
        bullets: [
          'Straight and T (branch) connectors for cable-to-cable joints without cutting the main run.',
          'Mechanical connectors with compression seals for quick installation and reuse.',
          'Connectors for lighting circuits, submersible pumps and 24 V AC irrigation solenoids.',
          'UV-stabilised bodies for exposed locations on PV plants and facades.',
        ],
      },
      {
        heading: 'Gel-filled joints',
        paragraphs: [
          'Gel-filled joints surround the connection with a soft, water-repellent insulating gel that seals around the conductors and the cable sheath. Unlike hard resin, the gel can be opened for inspection or modification and closed again, which makes fault-finding on landscape and irrigation networks far quicker.',
        ],
        bullets: [
          'Pre-filled connectors for small conductors: strip, insert, close.',
          'Shell kits filled on site with two-part re-enterable gel for larger joints and branches.',
          'Suitable for direct burial, pits, pools and water features when installed to the kit instructions.',
        ],
      },
      {
        heading: 'Terminal blocks',
        paragraphs: [
          'DIN-rail terminal blocks to IEC 60947-7-1, and protective-earth blocks to IEC 60947-7-2, mount on 35 mm rails to EN 60715 in junction boxes, marshalling cabinets and control panels. Rail-mounted blocks take conductors from control wiring up to a few hundred mm²; anything larger is terminated with a lug on a bolted power terminal.',
        ],
        subsections: [
          {
            heading: 'Connection technologies',
            bullets: [
              'Screw clamp: universal and easily inspected, suited to larger conductors.',
              'Spring clamp and push-in: vibration resistant and fast to wire, with no retightening.',
              'Fused, disconnect and test blocks for instrument loops and metering circuits.',
              'Multi-level blocks where panel space is limited.',
            ],
          },
          {
            heading: 'Power terminals',
            paragraphs: [
              'Conductors beyond the range of rail-mounted blocks, up to 1000 mm² in copper or aluminium, are terminated with compression or mechanical lugs on bolted stud terminals and busbars, with bimetallic lugs where aluminium conductors meet copper busbars.',
            ],
          },
        ],
      },
      {
        heading: 'Selection advice',
        bullets: [
          'Match the conductor size range and type (solid, stranded or fine-stranded) to the terminal; use ferrules on fine-stranded conductors.',
          'Check rated voltage, current and the cable outer diameter range of each seal.',
          'For fountains and pools, follow the zone requirements of IEC 60364-7-702 and the local authority.',
          'Mark every terminal: end stops, jumpers and marker strips should be ordered with the blocks.',
        ],
      },
    ],
    quoteService: 'IP68 Connectors & Terminal Blocks',
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/enterable',
    image: productImage(
      'reenterable-gel.svg',
      'Two-part re-enterable insulating gel packs beside a gel-filled junction box',
    ),
    intro: [
      'Re-enterable gel is a two-part insulating compound that cures in place to a soft, tacky and water-repellent gel. It seals joints, junction boxes and connectors against water, dust and insects, yet can be cut back by hand so that the connection underneath can be inspected, tested or modified and the gel topped up again.',
      'It is mixed at a 1:1 ratio, so no scales are needed on site, and it is supplied in 1 litre and 10 litres packs to suit single joints or a full programme of boxes.',
    ],
    highlights: [
      'Mixing ratio 1:1',
      'Packs of 1 litre and 10 litres',
      'Cures in place, remains re-enterable',
      'Seals against water and dust',
    ],
    sections: [
      {
        heading: 'Where it is used',
        bullets: [
          'Landscape and facade lighting junction boxes and in-ground luminaires.',
          'Irrigation valve boxes, pump connections and control cable joints.',
          'Street lighting feeder pillars and column base connections.',
          'Solar PV string and combiner boxes where condensation collects.',
          'Instrument junction boxes and sensor connections exposed to washdown.',
          'LV cable joint shells designed for gel filling.',
        ],
      },
      {
        heading: 'How the gel performs',
        paragraphs: [
          'After curing, the gel adheres to cable sheaths and conductors, fills voids and excludes water by displacement rather than by a single gasket line. Because it stays soft, it accommodates thermal cycling between hot days and cool nights without cracking away from the cables, which is a common failure of hard resins in outdoor UAE installations.',
          'The cured gel is transparent in most grades, so connections and markers remain visible for inspection.',
        ],
      },
      {
        heading: 'Fillers and sealing compounds',
        paragraphs: [
          'Where a permanent, mechanically rigid seal is required, we also supply hard-setting two-part resins for resin-filled joints, sealing mastics and filler tapes that build up profiles before heat shrink or tape is applied.',
        ],
        bullets: [
          'Re-enterable gel: for connections that will need access later.',
          'Hard-setting resin: for buried joints that must resist mechanical load and will not be re-opened.',
          'Mastic and filler tape: for profiling crutch areas and sealing under heat shrink.',
        ],
      },
      {
        heading: 'Mixing and application',
        bullets: [
          'Clean and degrease sheaths and the box interior; remove moisture before pouring.',
          'Mix both parts 1:1 thoroughly until the colour is uniform; scrape the sides of the container.',
          'Pour slowly from one side so that air escapes, and cover all conductors and the cable entry.',
          'Pot life and cure time shorten as temperature rises: in summer, mix smaller quantities, work in shade and pour promptly.',
          'Do not move or energise the assembly until the gel has cured as stated on the technical data sheet.',
        ],
      },
      {
        heading: 'Selection advice',
        paragraphs: [
          'Estimate the free volume of each box (internal volume minus terminals and cables) and add a margin for waste. A 1 litre pack suits a few small boxes or connectors; 10 litres packs are more economical for lighting and irrigation networks with many boxes. Confirm compatibility with the cable sheath and box materials, and the storage conditions of the packs in hot warehouses.',
        ],
      },
    ],
    quoteService: 'Re-Enterable Gel & Fillers',
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/PowerInstrumentation',
    image: productImage(
      'power-instrumentation-cables.svg',
      'Cross-sections of armoured power, control and instrumentation cables showing cores, screens and armour',
    ),
    intro: [
      'We supply low-voltage and medium-voltage power cables, multicore control cables and instrumentation cables to project specifications for utilities, oil and gas, industrial plants and building projects across the UAE. Cables come from manufacturers we have qualified, with type-test certificates, routine test reports and drum-by-drum traceability, and from the manufacturers your project specification names.',
      'The range covers LV cables rated 0.6/1 kV, MV cables rated 6.35/11 kV and 19/33 kV, control cables up to 61 core and instrumentation cables up to 50 pairs, in armoured and unarmoured constructions, with PVC, LSZH or fire-resistant options.',
    ],
    highlights: [
      'LV 0.6/1 kV',
      'MV 6.35/11 kV and 19/33 kV',
      'Control cables up to 61 core',
      'Instrumentation up to 50 pairs',
      'Armoured, LSZH and fire-resistant options',
    ],
    sections: [
      {
        heading: 'LV power cables',
        paragraphs: [
          'LV power cables rated 0.6/1 kV distribute power from transformers and switchboards to motor control centres, distribution boards and equipment.',
        ],
        bullets: [
          'Copper or aluminium conductors, Class 2 stranded to IEC 60228.',
          'XLPE insulation to IEC 60502-1, BS 5467 (PVC sheath) or BS 6724 (LSZH sheath).',
          'Steel wire armour (SWA) on multicore cables; aluminium wire armour (AWA) on single-core cables to avoid induced heating.',
          'Fire-resistant cables to BS 7846 / IEC 60331 for fire pumps, emergency lighting and life-safety circuits.',
        ],
      },
      {
        heading: 'MV power cables',
        paragraphs: [
          'MV cables rated 6.35/11 kV and 19/33 kV serve the 11 kV and 33 kV distribution networks of utilities, industrial plants and large developments. The rating is U0/U: the first figure is the voltage between conductor and screen, the second between phases.',
        ],
        bullets: [
          'Single-core and three-core constructions in copper or aluminium.',
          'XLPE insulation with extruded semi-conducting conductor and insulation screens, to IEC 60502-2, BS 6622 or BS 7835 (LSZH).',
          'Copper wire or copper tape metallic screens sized for the earth-fault current.',
          'Water-blocking tapes for direct burial and wet trenches.',
        ],
      },
      {
        heading: 'Control cables',
        paragraphs: [
          'Multicore control cables, from 2 cores up to 61 core, connect field devices, motors and valves to control panels. Cores are numbered for identification, and armoured versions are used for direct burial and exposed tray runs on plants.',
        ],
      },
      {
        heading: 'Instrumentation cables',
        paragraphs: [
          'Instrumentation cables carry 4 to 20 mA and digital signals, from a single pair up to 50 pairs, to BS EN 50288-7 or PAS 5308. Thermocouple circuits are different: they need extension or compensating cable to IEC 60584-3, with conductors matched to the thermocouple type.',
        ],
        bullets: [
          'Pairs, triads or quads with a collective screen (OS) or individual and overall screens (IS-OS) for noise-sensitive loops.',
          'Aluminium-polyester screen tapes with tinned copper drain wires.',
          'Light blue sheath for intrinsically safe circuits, as commonly specified under IEC 60079-14.',
          'Flame-retardant to IEC 60332-1 or IEC 60332-3, low smoke to IEC 61034, halogen-free to IEC 60754, fire-resistant to IEC 60331 for fire and gas and ESD systems.',
        ],
      },
      {
        heading: 'Selection advice',
        bullets: [
          'Size conductors for current-carrying capacity after derating for high ground and air temperatures, grouping and soil thermal resistivity, then check voltage drop and short-circuit withstand.',
          'Check that the armour or screen can serve as a protective conductor where the design relies on it.',
          'Specify LSZH sheaths in buildings, tunnels and enclosed public spaces.',
          'Confirm the approval lists of the utility or end client before ordering: many projects accept only listed manufacturers.',
          'Order glands, lugs and terminations with the cable, matched to its actual outer diameter and armour.',
        ],
      },
    ],
    quoteService: 'Cables - Power & Instrumentation',
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/GlandsAccessories',
    image: productImage(
      'cable-glands.svg',
      'Brass and stainless steel cable glands for armoured cable with shrouds, locknuts and earth tags',
    ),
    intro: [
      'A cable gland anchors the cable, seals the entry, terminates the armour for earth continuity and, in hazardous areas, maintains the protection concept of the enclosure. A wrong gland is one of the most common findings in inspections, so we select glands from the actual cable data, not just the nominal size.',
      'We supply industrial and hazardous-area glands for armoured and unarmoured cables with entry threads from M16 to M75, together with the shrouds, locknuts, earth tags, sealing washers, adaptors and stopping plugs that complete each entry.',
    ],
    highlights: [
      'Threads M16 to M75, NPT on request',
      'Industrial and Ex d / Ex e glands',
      'IECEx and ATEX certified',
      'Brass, nickel-plated brass, 316 stainless, polyamide',
    ],
    sections: [
      {
        heading: 'Gland types',
        subsections: [
          {
            heading: 'Industrial glands for safe areas',
            paragraphs: [
              'Industrial glands are tested to EN 62444 / IEC 62444 and are still widely ordered by the familiar BS 6121 type designations.',
            ],
            bullets: [
              'A2: unarmoured cable, with a seal on the outer sheath.',
              'BW: armoured cable, indoor use, armour clamping without a seal.',
              'CW: armoured cable with an outer sheath seal, for outdoor and general use.',
              'E1W: armoured cable with inner and outer seals, for wet and demanding locations.',
              'Polyamide glands for unarmoured cables in lighting, solar and control boxes.',
            ],
          },
          {
            heading: 'Hazardous-area glands',
            paragraphs: [
              'Certified to IEC 60079-0 with IEC 60079-1 (Ex d) and IEC 60079-7 (Ex e), and IEC 60079-31 for dust, with IECEx and ATEX certificates. Dual-certified Ex d / Ex e glands simplify stock on mixed projects.',
            ],
            bullets: [
              'Compression glands with elastomeric seals for Ex e and many Ex d applications.',
              'Barrier glands with compound-filled seals around individual cores, where IEC 60079-14 or the project specification requires them for Ex d entries.',
              'Glands for steel wire, aluminium wire, steel tape, braid and lead-sheathed cables.',
            ],
          },
          {
            heading: 'Special-purpose glands',
            bullets: [
              'EMC glands providing 360-degree screen termination for drives and instrumentation.',
              'Glands with deluge protection for offshore and fire-water-exposed equipment.',
              'Multi-hole and cable-transit seals for several small cables through one entry.',
            ],
          },
        ],
      },
      {
        heading: 'Accessories',
        bullets: [
          'PVC and LSZH shrouds to keep water, dust and sand out of the gland and the armour.',
          'Locknuts and serrated washers in brass, nickel-plated brass and stainless steel.',
          'Earth tags for connecting the armour earth to the earthing conductor.',
          'Sealing (IP) washers to maintain IP66 or better at clearance-hole entries.',
          'Thread adaptors and reducers (metric to metric, metric to NPT), certified for hazardous areas where needed.',
          'Ex d and Ex e certified stopping plugs to close unused entries.',
        ],
      },
      {
        heading: 'Selection advice',
        bullets: [
          'Use the cable manufacturer data sheet: outer sheath diameter, inner bedding diameter and armour type and size all decide the gland size.',
          'Match the entry thread and thread length to the enclosure wall or gland plate; entries range from M16 to M75.',
          'In hazardous areas the gland must carry the same or a compatible protection concept as the enclosure, and the certificate must cover the gas group and ambient temperature.',
          'Avoid galvanic corrosion: choose nickel-plated brass or stainless steel in aluminium and stainless enclosures in coastal air.',
          'Order shrouds in the same size as the gland, and earth tags for every armoured entry.',
        ],
      },
    ],
    quoteService: 'Cable Glands & Accessories',
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/TerminationTools',
    image: productImage(
      'termination-tools.svg',
      'Copper cable lugs, bootlace ferrules, a hydraulic crimping tool and a ratchet cable cutter',
    ),
    intro: [
      'Most termination failures start with a lug that does not match the conductor, the wrong die or a cable cut and stripped badly. We supply the lugs, ferrules, connectors, tools and termination kits for conductors from 1.5 to 1000 mm², and our engineers can advise on the correct combination for each cable.',
      'Lugs and connectors are tested to IEC 61238-1 where applicable, and every tool is matched to the terminal system it is meant to crimp or cut.',
    ],
    highlights: [
      'Conductors 1.5 to 1000 mm²',
      'Copper, aluminium and bimetallic lugs',
      'Hydraulic and ratchet crimping tools',
      'LV and MV termination kits',
    ],
    sections: [
      {
        heading: 'Cable lugs and connectors',
        bullets: [
          'Tinned copper tube lugs, standard and DIN 46235 compression pattern, with one or two holes.',
          'Aluminium lugs and bimetallic copper-aluminium lugs for aluminium conductors on copper busbars.',
          'Mechanical shear-bolt lugs and connectors that need no crimping tool, for LV and MV cables.',
          'Pin, ring, fork and blade terminals, insulated and non-insulated, for control wiring.',
          'Inline butt and compression connectors for straight-through joints.',
        ],
      },
      {
        heading: 'Ferrules',
        paragraphs: [
          'Bootlace (wire-end) ferrules to DIN 46228 keep fine-stranded conductors intact in screw and spring terminals. Insulated ferrules are colour-coded by conductor size, and twin ferrules take two conductors in one terminal.',
        ],
      },
      {
        heading: 'Crimping and cutting tools',
        subsections: [
          {
            heading: 'Crimping tools',
            bullets: [
              'Ratchet hand tools for ferrules and insulated terminals, with full-cycle release.',
              'Hydraulic hand and battery-powered tools with hexagonal and indent dies for large lugs.',
              'Die sets matched to lug series, marked with conductor size for inspection.',
            ],
          },
          {
            heading: 'Cutting and preparation tools',
            bullets: [
              'Ratchet, hydraulic and battery cutters for copper, aluminium and armoured cables.',
              'Sheath and insulation strippers, and XLPE and semi-conducting screen removal tools for MV cables.',
              'Hydraulic knockout punches for clean gland entries in enclosures.',
              'Insulated hand tools tested to IEC 60900 for work near live parts.',
            ],
          },
        ],
      },
      {
        heading: 'Termination kits',
        paragraphs: [
          'Heat-shrink and cold-shrink termination and jointing kits for LV and MV cables, including indoor and outdoor terminations for 11 kV and 33 kV systems, type-tested to accessory standards such as IEC 60502-4 and HD 629.1. Kits are selected by voltage, conductor size, screen type and insulation diameter, and include stress control, insulation, sealing and earth connections.',
        ],
      },
      {
        heading: 'Selection advice',
        bullets: [
          'Match the lug to conductor material, size and class (stranded or flexible) and to the stud size of the equipment.',
          'Use only the die specified for the lug; check the crimp count and position and the die marking after crimping.',
          'Use bimetallic lugs or suitable plated connections wherever aluminium meets copper.',
          'Order MV kits against the exact cable data sheet; an insulation diameter outside the kit range is a common cause of failure.',
          'Our cable termination support service can supervise or carry out terminations with full traceability.',
        ],
      },
    ],
    quoteService: 'Cable Termination & Tools',
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/LabellingSystems',
    image: productImage(
      'labelling-systems.svg',
      'Cable markers, stainless steel valve tags, an engraved equipment plate and a pipe marker with flow arrow',
    ),
    intro: [
      'Identification is what lets an operator isolate the right circuit, a technician trace a loop and an inspector match the plant to its drawings. Markers must stay legible for the life of the installation, which in the UAE means resisting strong UV, heat, sand abrasion, salt mist, oils and cleaning chemicals.',
      'We supply cable labels, tags, ID plates, printers and ribbons, pipe markers, equipment ID plates and valve tags, and our print shop produces them from your cable schedules and tag lists.',
    ],
    highlights: [
      'Stainless steel, engraved and printed markers',
      'Pipe markers for all diameters',
      'Thermal transfer printers and ribbons',
      'Produced from your schedules',
    ],
    sections: [
      {
        heading: 'Labels',
        bullets: [
          'Self-laminating wrap-around cable labels with a clear tail that protects the print.',
          'Heat-shrinkable printable sleeves for wires and cables, fitted before termination.',
          'Polyester, vinyl and polyimide labels for panels, components and high-temperature surfaces.',
          'Safety and warning labels with symbols to ISO 7010.',
        ],
      },
      {
        heading: 'Tags',
        bullets: [
          'Embossed or laser-marked 316 stainless steel cable tags for hazardous areas, offshore and high-temperature routes.',
          'UV-stable plastic tags and marker plates fixed with cable ties.',
          'Accident prevention and lock-out tags.',
        ],
      },
      {
        heading: 'ID plates',
        paragraphs: [
          'Engraved two-ply laminate, anodised aluminium and stainless steel plates for panels, switchgear, distribution boards and control stations, with adhesive backing or fixing holes.',
        ],
      },
      {
        heading: 'Printers and ribbons',
        paragraphs: [
          'Thermal transfer printers print labels, sleeves and tags directly from spreadsheets on site. The ribbon must match the material: wax-resin for paper and general labels, full resin for polyester, polyimide and heat-shrink sleeves that must resist solvents and abrasion.',
        ],
      },
      {
        heading: 'Pipe markers',
        paragraphs: [
          'Pipe markers identify the content and flow direction of pipework, commonly to BS 1710 basic identification colours (for example green for water, brown for oils, yellow ochre for gases, light blue for air) or ASME A13.1 where the project specifies it. Marker size and fixing depend on the outside diameter of the pipe, including insulation.',
        ],
        bullets: [
          'Pipes up to 150 mm: wrap-around markers that fully encircle the pipe and remain visible from any side.',
          'Pipes 150 to 500 mm: larger markers fixed with strapping bands or fastened on both sides.',
          'Pipes over 500 mm: large-format markers and flow arrows fixed with bands, positioned to be read from the walkway.',
        ],
      },
      {
        heading: 'Equipment ID plates',
        paragraphs: [
          'Stainless steel plates laser-marked or engraved with the tag number, service and rating from the equipment list, for pumps, motors, instruments, junction boxes and skids. Fixing by rivets, screws or stainless steel ties keeps them in place on vibrating equipment.',
        ],
      },
      {
        heading: 'Valve tags',
        paragraphs: [
          'Stainless steel or brass valve tags stamped or engraved with the valve number, fixed to the handwheel or yoke with stainless steel wire, ball chain or ties, so that operators can follow isolation procedures against the P&ID.',
        ],
      },
      {
        heading: 'Selection advice',
        bullets: [
          'Choose stainless steel in hazardous areas and where UV, heat or chemicals would degrade plastic.',
          'Follow the project identification standard for text format, character height and colours.',
          'Label both ends of every cable and allow for spares; order from the cable schedule to avoid errors.',
        ],
      },
    ],
    quoteService: 'Identification & Labelling Systems',
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/CableManagementSystem',
    image: productImage(
      'cable-management-system.svg',
      'Cable ladder and perforated tray on strut supports, with trunking, conduit and a cable cleat',
    ),
    intro: [
      'A cable management system supports, routes and protects cables from the switchroom to the last device. We supply the complete containment package for industrial plants and buildings: cable tray and ladders, trunking, strut framing, flexible and rigid conduits, cable cleats and switch and socket boxes.',
      'Materials and finishes are selected for the environment: pre-galvanised steel indoors, hot-dip galvanised steel for outdoor plant areas, 316L stainless steel for coastal and corrosive sites and GRP where corrosion resistance or non-conductivity is required.',
    ],
    highlights: [
      'Tray and ladder to IEC 61537',
      'Cleats to IEC 61914',
      'HDG, pre-galvanised, 316L, GRP',
      'Switch boxes 0.9 and 1.1 mm steel',
    ],
    sections: [
      {
        heading: 'Cable tray and ladders',
        paragraphs: [
          'Perforated cable tray suits small and medium cables and instrument runs; cable ladder suits heavy power cables and long spans between supports. Systems are tested to IEC 61537 for safe working load and deflection.',
        ],
        bullets: [
          'Finishes: pre-galvanised (EN 10346), hot-dip galvanised after fabrication (ISO 1461), 316L stainless steel and GRP.',
          'Widths and side heights to suit cable fill, with covers for outdoor runs exposed to sun and sand.',
          'Bends, tees, crosses, risers, reducers, couplers and fixings from the same system.',
          'Wire mesh tray for data and light control cabling.',
        ],
      },
      {
        heading: 'Trunking',
        paragraphs: [
          'Steel and PVC trunking to EN 50085 for surface wiring in plant rooms, workshops and commercial buildings, including single and multi-compartment trunking to segregate power, data and fire-alarm circuits, lighting trunking and floor trunking.',
        ],
      },
      {
        heading: 'Strut framing',
        paragraphs: [
          'Slotted channel, typically 41 x 41 mm and 41 x 21 mm, with spring nuts, brackets, cantilever arms, beam clamps and threaded rod builds supports for tray, ladder, conduit and equipment without welding. Finishes match the containment to avoid mixed-metal corrosion.',
        ],
      },
      {
        heading: 'Flexible and rigid conduits',
        subsections: [
          {
            heading: 'Rigid conduit',
            bullets: [
              'Galvanised steel conduit to EN 61386-21 for exposed industrial routes and mechanical protection.',
              'Heavy-gauge PVC conduit for concealed installation in slabs and walls.',
              'Boxes, couplers, bends and saddles for a complete system.',
            ],
          },
          {
            heading: 'Flexible conduit',
            bullets: [
              'PVC-coated galvanised steel and liquid-tight flexible conduit to EN 61386-23 for final connections to motors, pumps and vibrating equipment.',
              'Polyamide corrugated conduit with matching fittings for machine and lighting wiring.',
            ],
          },
        ],
      },
      {
        heading: 'Cable cleats',
        paragraphs: [
          'Cable cleats to IEC 61914 restrain single-core cables in single or trefoil formation against the electromechanical forces of a short circuit. Cleats are selected by cable diameter, formation and the peak fault current, in stainless steel, aluminium or polymer.',
        ],
      },
      {
        heading: 'Switch and socket boxes',
        paragraphs: [
          'Galvanised steel flush boxes for wiring accessories, in single and multi-gang sizes, to BS 4662 and EN 60670-1, with knockouts for 20 mm conduit and adjustable lugs.',
        ],
        bullets: [
          'Sheet thickness 0.9 and 1.1 mm.',
          'Depths 35 and 47 mm; deeper boxes leave room for larger conductors and accessories.',
          'PVC boxes for dry-lining and concealed PVC conduit systems.',
        ],
      },
      {
        heading: 'Selection advice',
        bullets: [
          'Size tray and trunking for the cable fill plus spare capacity for future circuits.',
          'Check support spacing against the load and the rated span of the system.',
          'Segregate power, control and instrumentation cables as the project specification requires.',
          'Use one finish throughout a route, and stainless fixings with stainless containment.',
        ],
      },
    ],
    quoteService: 'Cable Management System',
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/Cableties',
    image: productImage(
      'cable-ties.svg',
      'Black nylon and stainless steel cable ties with mounting bases and a tensioning tool',
    ),
    intro: [
      'Cable ties hold bundles to tray, ladder and structures; when they fail in the sun or under heat, cables sag, chafe and lose their spacing. We supply nylon and stainless steel ties, the mounts and fixings that anchor them, and the tensioning and cutting tools that install them consistently.',
      'Nylon ties are rated for continuous use up to 85 °C; stainless steel ties are rated up to 538 °C for high-temperature, fire-exposed and offshore installations. Our tools cover tie widths from 2.2 to 13 mm.',
    ],
    highlights: [
      'Nylon 6.6 ties to 85 °C',
      'Stainless steel ties to 538 °C',
      'Tools for 2.2 to 13 mm widths',
      'UV-stabilised black for outdoor use',
    ],
    sections: [
      {
        heading: 'Cable ties',
        subsections: [
          {
            heading: 'Nylon ties',
            paragraphs: [
              'Polyamide 6.6 ties, rated up to 85 °C, in natural for indoor use and UV-stabilised black for outdoor routes, tested to IEC 62275. Heavy-duty widths hold large bundles on ladder, and releasable and marker ties simplify maintenance and identification.',
            ],
          },
          {
            heading: 'Stainless steel ties',
            paragraphs: [
              'Self-locking 316 stainless steel ties with a ball-lock head, rated up to 538 °C uncoated, for offshore platforms, tunnels, refineries and fire-rated routes. Polyester-coated versions protect cable sheaths and isolate dissimilar metals; their temperature limit is set by the coating, so check the data sheet.',
            ],
          },
        ],
      },
      {
        heading: 'Fixings',
        bullets: [
          'Screw-mount and adhesive tie mounts, and push mounts for pre-drilled holes.',
          'Edge clips and beam clamps that fix ties to steel sections without drilling.',
          'P-clips, saddles and cable clips for single cables and conduit.',
          'Anchors and stainless fixings for concrete and masonry.',
        ],
      },
      {
        heading: 'Tools',
        paragraphs: [
          'Hand tensioning tools with adjustable tension and an automatic flush cut give consistent tightness without damaging cable sheaths and leave no sharp tail that can cut hands or other cables. Our range covers tie widths from 2.2 to 13 mm, with dedicated tools for stainless steel ties.',
        ],
      },
      {
        heading: 'Where they are used',
        bullets: [
          'Solar PV plants: polymer-coated stainless steel ties, UV-stable PA12 or ETFE ties, or purpose-made PV cable clips on module strings. Module backs approach 85 °C and bare steel edges cut cable sheaths, so standard nylon 6.6 ties and bare stainless steel ties are a poor choice there.',
          'Oil and gas plants: stainless steel ties on tray and ladder in hazardous areas.',
          'Building services and panels: nylon ties and mounts for tidy, maintainable wiring.',
          'Utilities: heavy-duty ties for MV cable bundles in trenches and substations.',
        ],
      },
      {
        heading: 'Selection advice',
        bullets: [
          'Pick width by loop tensile strength and length by the bundle diameter plus tail for tensioning.',
          'Use UV-stabilised black nylon or stainless steel outdoors; natural nylon degrades in sunlight.',
          'Keep nylon ties below 85 °C in service, including heat from the cables and hot surfaces.',
          'Do not overtighten on single-core power cables; use cable cleats where short-circuit forces must be restrained.',
        ],
      },
    ],
    quoteService: 'Cable Ties, Fixings & Tools',
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/HeatShrink',
    image: productImage(
      'heat-shrink.svg',
      'Heat shrink sleeves in several colours and sizes with moulded breakouts and end caps',
    ),
    intro: [
      'Heat shrink sleeves and moulded shapes insulate, seal and mechanically protect joints, terminations, cable ends and busbars. Heated evenly, the material recovers to a tight fit over the component, giving a neat, durable finish that resists abrasion, moisture and chemicals.',
      'Our general-purpose sleeving is flame-retardant cross-linked polyolefin with a 2:1 shrink ratio, an operating range of −55 to +125 °C and diameters from 1.0 to 100 mm, supported by moulded boots, breakouts and end caps.',
    ],
    highlights: [
      'Shrink ratio 2:1',
      'Operating −55 to +125 °C',
      'Shrinks from +110 °C',
      'Water absorption 0.15% max',
      'Diameters 1.0 to 100 mm',
    ],
    sections: [
      {
        heading: 'Heat shrink sleeves',
        paragraphs: [
          'Thin-wall sleeving for wire insulation, bundling, strain relief, colour coding and identification, made to the IEC 60684 series for flexible insulating sleeving.',
        ],
        subsections: [
          {
            heading: 'Technical data',
            bullets: [
              'Material: flame-retardant, cross-linked polyolefin.',
              'Shrink ratio: 2:1.',
              'Operating temperature: −55 to +125 °C.',
              'Minimum shrink temperature: +110 °C.',
              'Water absorption: 0.15% max.',
              'Expanded diameters: 1.0 to 100 mm.',
            ],
          },
          {
            heading: 'Variants',
            bullets: [
              'Black, red, blue, yellow, green, white, clear and green/yellow for earth conductors.',
              'Adhesive-lined (dual-wall) sleeves that melt an inner adhesive layer to seal against water, for buried and outdoor connections.',
              'Busbar insulating sleeves for switchgear and distribution boards.',
              'Printable sleeves for cable and wire identification.',
            ],
          },
        ],
      },
      {
        heading: 'Moulded shapes',
        paragraphs: [
          'Pre-formed heat shrink parts seal and protect shapes that straight tubing cannot cover.',
        ],
        bullets: [
          'End caps for cables from 4 to 115 mm, sealing cut cable ends on drums, in trenches and during storage so that water cannot enter the conductor.',
          'Breakouts (two- to five-way) for the crutch of multicore and trefoil cables at terminations.',
          'Straight and right-angle boots for connectors and terminals.',
          'Transitions and reducers between cable and connector diameters.',
        ],
      },
      {
        heading: 'Installation',
        bullets: [
          'Clean and degrease the surface; abrade the sheath lightly where adhesive-lined parts must bond.',
          'Use a hot-air gun for small sizes and a soft yellow gas flame for large sleeves and moulded parts.',
          'Shrink from the centre outwards, or from one end, to push out trapped air.',
          'The sleeve has fully recovered when it is smooth and conforms to the shape; for adhesive-lined parts, a bead of adhesive should show at the ends.',
        ],
      },
      {
        heading: 'Selection advice',
        paragraphs: [
          'Choose a size whose expanded diameter slides easily over the largest part of the object and whose fully recovered diameter is smaller than the smallest part. With a 2:1 ratio, allow enough margin at both ends; if the range is too wide, use a higher-ratio or adhesive-lined product. For end caps, select by the cable outer diameter within the 4 to 115 mm range.',
          'This thin-wall sleeving is not an MV joint or termination. MV joints and terminations use heavy-wall kits with about 3:1 to 4:1 recovery and stress control, type-tested to IEC 60502-4 / HD 629.1 and rated for the 90 °C conductor temperature of XLPE cables; we supply them with our cable termination products.',
        ],
      },
    ],
    quoteService: 'Heat Shrink - Sleeves & Moulded Shapes',
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/GroundPowerSupply',
    image: productImage(
      'ground-power-supply.svg',
      'Flush stainless steel in-ground power unit with its lid raised, showing socket outlets',
    ),
    intro: [
      'In-ground power supply units bring power, and where needed data, to plazas, lawns, promenades and event spaces without visible pillars or bollards. When closed, the lid sits flush with the paving or turf; when opened, technicians or event crews connect equipment to the sockets inside.',
      'Units are rated IP66 to IEC 60529 with the lid closed, and their covers are load-classed to BS EN 124:2015 for the traffic at the location. Each unit is built to order with the sockets, protection and cable entries your design requires, and there is no minimum order quantity.',
    ],
    highlights: [
      'IP66 to IEC 60529, lid closed',
      'Cover load class to BS EN 124:2015',
      'Built to order',
      'No minimum order quantity',
    ],
    sections: [
      {
        heading: 'Applications',
        bullets: [
          'Public plazas, waterfront promenades and parks for events and markets.',
          'Hotel and resort lawns, pool decks and landscaped courtyards.',
          'Museum forecourts, exhibition grounds and cultural venues.',
          'Feature lighting, water-feature controls and seasonal decorations.',
          'Stages, screens and broadcast equipment at outdoor venues.',
        ],
      },
      {
        heading: 'Construction',
        paragraphs: [
          'The body and lid are manufactured in stainless steel or other corrosion-resistant material suitable for burial in soil, sand or concrete. The lid can be infilled with paving or left as a solid plate, and it locks to prevent tampering.',
        ],
        subsections: [
          {
            heading: 'Load class to BS EN 124:2015',
            bullets: [
              'Class A15: areas used only by pedestrians and cyclists, such as lawns and landscaped beds.',
              'Class B125: footways, pedestrian areas and car parks where occasional vehicles pass.',
              'Higher classes are available on request for locations with service or emergency vehicle access.',
            ],
          },
          {
            heading: 'Ingress protection',
            paragraphs: [
              'Units are IP66 to IEC 60529 with the lid closed: dust-tight and protected against powerful water jets. IP66 is not a rating for immersion, so a unit must never stand in water: a drained base, installed over a gravel soakaway or connected to drainage, stops irrigation and rain water collecting around the electrical compartment.',
            ],
          },
        ],
      },
      {
        heading: 'Configurations',
        bullets: [
          'BS 1363 13 A socket outlets for general use.',
          'Industrial socket outlets to IEC 60309, 16 A to 125 A, for single-phase and three-phase equipment.',
          'Residual current devices and miniature circuit breakers inside the unit, as required by the design.',
          'Data and audio connections alongside power, on segregated plates.',
          'Cable exit slots that let the lid close while equipment is connected.',
        ],
      },
      {
        heading: 'Selection advice',
        bullets: [
          'Choose the load class from the traffic that can reach the unit, not only the intended use.',
          'Plan drainage and the incoming duct routes before the slab or paving is laid.',
          'Provide RCD protection for socket outlets that supply equipment used outdoors, as required by the wiring regulations in force.',
          'Because there is no minimum order quantity, a single unit can be ordered for a trial location before a full rollout.',
        ],
      },
    ],
    quoteService: 'In Ground Power Supply Units',
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/InstrumentationBulk',
    image: productImage(
      'instrumentation-bulk.svg',
      'Palletised E&I bulk materials: cable drums, gland boxes, tray sections and coils of stainless steel instrument tubing',
    ),
    intro: [
      'Electrical and instrumentation (E&I) bulk materials are the many small and large items that installation crews use every day: cables, glands, tray, tubing, fittings, earthing, fixings and consumables. When one item is missing, the crew stops. We consolidate these materials, from the manufacturers your specification accepts, into one supply delivered to your site schedule.',
      `${site.name} works from your material take-off or bill of quantities, checks it against the specifications, and delivers in phases, kitted by area or system where that helps the site.`,
    ],
    highlights: [
      'One source for E&I bulk',
      'Deliveries to site schedules',
      'Kitted by area or system',
      'Certificates with every shipment',
    ],
    sections: [
      {
        heading: 'Scope of supply',
        subsections: [
          {
            heading: 'Cables',
            paragraphs: [
              'LV and MV power, control, instrumentation, fire-resistant, earthing and data cables, cut to length where the schedule allows.',
            ],
          },
          {
            heading: 'Glands',
            paragraphs: [
              'Industrial and hazardous-area glands with shrouds, earth tags, locknuts, adaptors and stopping plugs, matched to the cable schedule.',
            ],
          },
          {
            heading: 'Tray and supports',
            paragraphs: [
              'Cable tray, ladder, fittings, strut framing, brackets and conduit in the finish specified for each area.',
            ],
          },
          {
            heading: 'Tubing and fittings',
            bullets: [
              'Seamless 316/316L stainless steel instrument tubing to ASTM A269, in metric and imperial sizes.',
              'Twin-ferrule compression fittings, valves and manifolds.',
              'Tube trays, clamps and supports for impulse lines.',
            ],
          },
          {
            heading: 'Earthing',
            bullets: [
              'Copper earth bars, earth rods, clamps and bonding conductors for earthing systems to BS 7430, with components to BS EN 62561.',
              'Lightning protection components to the BS EN 62561 series.',
              'Exothermic welding materials and inspection pits.',
            ],
          },
          {
            heading: 'Fixings and consumables',
            bullets: [
              'Anchors, threaded rod, beam clamps and stainless steel fasteners.',
              'Cable ties, heat shrink, insulating tapes, markers and pulling lubricant.',
            ],
          },
        ],
      },
      {
        heading: 'Consolidated supply to site schedules',
        paragraphs: [
          'Instead of tracking many purchase orders with different lead times, the site receives materials in planned deliveries that follow the installation sequence. Each delivery is packed and labelled by area, system or work package, with a packing list referenced to your MTO line items.',
        ],
        bullets: [
          'Review of the MTO against the specification and your project vendor list before ordering.',
          'Phased call-offs aligned with the construction programme.',
          'Buffer stock of fast-moving consumables held in Sharjah.',
          'Single point of contact for expediting, shortages and substitutions.',
        ],
      },
      {
        heading: 'Documentation',
        bullets: [
          'Data sheets and material submittals for approval.',
          'IECEx and ATEX certificates for hazardous-area equipment such as glands, enclosures and stopping plugs; cables, tray and simple apparatus carry no Ex certificate and are selected and installed to IEC 60079-14.',
          'Material certificates to EN 10204 3.1 for tubing and fittings.',
          'Certificates of conformity and routine test reports for cables.',
        ],
      },
      {
        heading: 'Selection advice',
        bullets: [
          'Send the MTO early with the project specification so alternatives can be approved before they are needed.',
          'Do not mix imperial and metric tube fittings, or components from different fitting systems.',
          'Agree delivery phases and packing by area at order stage to save laydown space and handling on site.',
        ],
      },
    ],
    quoteService: 'Electrical & Instrumentation Bulk Materials',
  },
];

/** The product page content for a route path; throws for a path that is not a product page. */
export const getProduct = lookupByPath(products, 'product page');
