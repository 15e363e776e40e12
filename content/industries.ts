import type { Card, DetailPage, IndustrySummary, Picture } from './types';
import { lookupByPath } from './lookup';

const picture = (src: string, alt: string): Picture => ({ src, alt, width: 800, height: 600 });

const industryImage = (file: string, alt: string): Picture =>
  picture(`/images/industries/${file}`, alt);

/** A component card; the image reuses the 800x600 product image that shows the component. */
const component = (title: string, text: string, productFile: string, alt: string): Card => ({
  title,
  text,
  image: picture(`/images/products/${productFile}`, alt),
});

const images = {
  landscape: industryImage(
    'landscape.svg',
    'Illuminated fountain and landscape lighting around a water feature',
  ),
  oilGas: industryImage('oil-gas.svg', 'Oil and gas processing facility with pipework and columns'),
  solar: industryImage('solar.svg', 'Rows of solar PV panels in a desert plant'),
  utilities: industryImage(
    'utilities.svg',
    'Electrical substation and distribution network equipment',
  ),
  construction: industryImage(
    'construction.svg',
    'Building under construction with cranes and MEP installation',
  ),
  industrial: industryImage(
    'industrial.svg',
    'Factory production line with control panels and cable trays',
  ),
};

export const industries: DetailPage[] = [
  {
    path: '/landscape',
    image: images.landscape,
    intro: [
      'Landscape electrical work puts connections where water eventually finds its way in: buried in irrigated soil, inside fountain chambers and below the surface of pools and lakes. We supply IP68 connectors, re-enterable gel, junction boxes, glands and in-ground power units that keep lighting, pumps and control circuits working in those conditions.',
      'Our team helps landscape contractors, lighting designers and MEP engineers choose components by immersion depth, conductor size and how often each connection will need to be opened for maintenance.',
    ],
    highlights: [
      'IP68 submersible',
      'Gel mixing ratio 1:1',
      'In-ground units IP66',
      'Gel packs 1 litre and 10 litres',
    ],
    sections: [
      {
        heading: 'Water Bodies We Support',
        paragraphs: [
          'We supply connections for lighting, pumps, jets, valves and sensors in and around:',
        ],
        bullets: [
          'Fountains and water jets',
          'Lakes and artificial lagoons',
          'Ponds and koi ponds',
          'Swimming pools and spa pools',
          'Water features, cascades and water walls',
          'Reflecting pools',
          'Irrigation channels and pump chambers',
        ],
      },
      {
        heading: 'Designing for Buried and Submerged Circuits',
        paragraphs: [
          'Water reaches a connection under pressure, by wicking along the conductors, and as condensation when an enclosure cycles between day and night temperatures. An IP68 rating applies to the depth and duration the manufacturer states, so connectors are selected for the actual immersion depth, not by the IP code alone.',
          'Re-enterable gel, mixed 1:1 and supplied in 1 litre and 10 litres packs, fills junction boxes and connector bodies around the conductors yet can be removed, so circuits can be tested or extended without cutting out the joint. On long low-voltage lighting runs, conductor sizes are checked for voltage drop to keep luminaire output even.',
        ],
      },
      {
        heading: 'Power for Events and Public Spaces',
        paragraphs: [
          'In-ground power supply units sit flush with paving and lawns and provide outlets for events, maintenance and kiosks while staying out of sight when closed. They are rated IP66 to IEC 60529 with the lid closed, and their covers are load-classed to BS EN 124:2015. IP66 protects against water jets, not immersion, so every unit is installed over drainage that keeps irrigation and rain water from standing in it. Units are built to order with no minimum order quantity.',
        ],
      },
    ],
    cardGroups: [
      {
        heading: 'Key Components',
        cards: [
          component(
            'IP68 Connectors',
            'Submersible connectors for luminaires, pumps and valves in pools, fountains and buried circuits, rated for continuous immersion.',
            'ip68-connectors.svg',
            'IP68 submersible cable connectors',
          ),
          component(
            'Re-Enterable Gel',
            'Two-part insulating gel that seals joints and boxes against water while keeping every connection accessible for testing.',
            'reenterable-gel.svg',
            'Two-part re-enterable insulating gel packs',
          ),
          component(
            'Junction Boxes',
            'IP66/67/68 polycarbonate, GRP and stainless steel boxes for lighting and pump circuits, UV tested for 2000 hours.',
            'junction-box-enclosures.svg',
            'Junction boxes and enclosures',
          ),
          component(
            'In Ground Power Supply Units',
            'Flush-mounted power outlets for plazas, parks and event lawns, hidden beneath the surface until needed.',
            'ground-power-supply.svg',
            'In-ground power supply unit with opened cover',
          ),
          component(
            'Cable Glands',
            'Glands with seals matched to the cable outer diameter, keeping water out of fountain chambers, pump boxes and lighting enclosures.',
            'cable-glands.svg',
            'Industrial cable glands',
          ),
          component(
            'Heat Shrink End Caps',
            'Adhesive-lined end caps and sleeves that seal cable ends and joints against moisture in wet and buried locations.',
            'heat-shrink.svg',
            'Heat shrink sleeves and end caps',
          ),
        ],
      },
    ],
    quoteService: 'Other',
  },
  {
    path: '/oilgas',
    image: images.oilGas,
    intro: [
      'Oil and gas facilities combine explosive atmospheres, hydrocarbons, heat and salt air, and every item of electrical equipment in a Zone 1 or Zone 2 area must be certified with an equipment protection level that suits the zone. Cables, tray and simple apparatus are not certified themselves: they are selected and installed to IEC 60079-14. We supply hazardous-area cable glands, enclosures, cables, termination products and identification for upstream, midstream and downstream facilities.',
      'Our supply and site support have covered MEG regeneration, production and early production facilities and gas compression projects, from material take-off through to terminations on site.',
    ],
    highlights: [
      'Zone 1 and Zone 2',
      'IECEx and ATEX certified equipment',
      'Our approved manufacturers',
      'Full certificate packs',
    ],
    sections: [
      {
        heading: 'Our Approved Manufacturers',
        paragraphs: [
          "These are the manufacturers we have approved as our own sources for hazardous-area cable glands, enclosures, cables and associated products, after reviewing their certificates and quality documents. The list records our choice of suppliers; it is not a place on any operator's or client's vendor list:",
        ],
        bullets: [
          'Ardmere Ex Glands: barrier and elastomeric-seal cable glands, adaptors and accessories',
          'Halvorn Enclosure Systems: Ex e and Ex d junction boxes and enclosures',
          'Corrindale Cables: power, control and instrumentation cables',
          'Brackwell Controls: hazardous-area control stations and push button stations',
          'Tessmoor Termination Products: lugs, termination kits and heat shrink',
          'Fellbrook Cable Support: cable tray, ladder and cable cleats',
          'Lindqvar Marking: stainless steel cable and equipment identification',
        ],
      },
      {
        heading: 'Working to Your Vendor List',
        paragraphs: [
          'Approved vendor lists belong to operators and projects, and they differ. Send us the list for your project and we quote only from manufacturers on it; whether a manufacturer is approved for your project is for you and your client to confirm, and our quotation names the manufacturer of every item so you can check.',
        ],
      },
      {
        heading: 'Hazardous-Area Products',
        bullets: [
          'Cable glands for armoured and unarmoured cables, Ex d and Ex e, M16 to M75 threads, with barrier glands where the installation requires them',
          'Ex e and Ex d junction boxes, control stations and enclosures rated IP66/67/68',
          'LV 0.6/1 kV and MV 6.35/11 kV and 19/33 kV power cables, control cables up to 61 core and instrumentation cables up to 50 pairs',
          'Lugs, termination kits and heat shrink for LV and MV cables',
          'Stainless steel cable ties, cleats and identification',
        ],
      },
      {
        heading: 'Documentation and Compliance',
        paragraphs: [
          'Gland selection follows the cable construction, the enclosure protection concept, the gas group and the zone, in line with IEC 60079-14. Deliveries can be supported by IECEx or ATEX certificates, declarations of conformity, datasheets, material test certificates and certificates of origin, as your project requires.',
          'Our factory-trained engineers also guide cable preparation, gland installation and termination on site, and can undertake terminations with full traceability.',
        ],
      },
    ],
    quoteService: 'Other',
  },
  {
    path: '/solar',
    image: images.solar,
    intro: [
      'Utility-scale and rooftop PV plants in the UAE expose cable management to intense UV, high temperatures and wind-blown sand for a design life of 25 years or more. We supply components selected for that duty: UV-resistant cable ties, combiner and string enclosures, cable tray and conduit, and glands for DC and AC circuits.',
      'Loose ties, cracked conduit and water in combiner boxes are among the most common defects found when PV plants are inspected. Choosing the right materials at the start costs far less than replacing them across thousands of strings.',
    ],
    highlights: [
      'UV-resistant materials',
      'Coated stainless ties and PV clips',
      'IP66/67/68 enclosures',
      'DC and AC circuits',
    ],
    sections: [
      {
        heading: 'Designed for Desert Conditions',
        bullets: [
          'UV: only UV-stabilised plastics or stainless steel outdoors; natural nylon ties become brittle and fail within a few seasons',
          'Heat: module backs and metal structures run far hotter than the ambient air, so ratings are checked against surface temperature',
          'Sand and dust: enclosure IP ratings and gland seals matched to the cable keep fine dust away from terminals and fuses',
          'Thermal cycling: daily temperature swings pump air in and out of enclosures, so entries are sealed and drainage or breathers specified where needed',
        ],
      },
      {
        heading: 'DC Cabling and Connectors',
        paragraphs: [
          'String cables run to combiner boxes and inverters at DC voltages of up to 1500 V in current plant designs. We supply solar DC cable, DC connectors matched in make and type to the module leads, since mixing connector brands is a known cause of overheating, and glands sized to the cable outer diameter.',
        ],
      },
      {
        heading: 'Identification for PV Plants',
        paragraphs: [
          'String, combiner and inverter labels produced from your string schedule let commissioning and maintenance teams trace every circuit. Labels are made in UV-stabilised or stainless steel materials that stay legible in full sun.',
        ],
      },
    ],
    cardGroups: [
      {
        heading: 'Key Components',
        cards: [
          component(
            'UV-Resistant Cable Ties',
            'Polymer-coated stainless steel ties, UV-stable PA12 or ETFE ties and PV cable clips for string cables on module frames. Module backs approach 85 °C and bare steel edges cut sheaths, so standard nylon 6.6 and bare stainless ties are not used on strings.',
            'cable-ties.svg',
            'UV-resistant nylon and stainless steel cable ties',
          ),
          component(
            'Combiner & String Enclosures',
            'IP66/67/68 polycarbonate, GRP and stainless steel enclosures for string combiners, DC isolators and monitoring, UV tested for 2000 hours.',
            'junction-box-enclosures.svg',
            'Outdoor combiner box enclosures',
          ),
          component(
            'Cable Tray & Conduit',
            'Galvanised or stainless steel tray and UV-resistant conduit that carry and protect DC and AC cables between rows, combiners and inverters.',
            'cable-management-system.svg',
            'Cable tray and conduit system',
          ),
          component(
            'Cable Glands',
            'Glands with seals matched to solar and power cable diameters, keeping dust and water out of combiner boxes and inverter stations.',
            'cable-glands.svg',
            'Industrial cable glands',
          ),
        ],
      },
    ],
    quoteService: 'Other',
  },
  {
    path: '/utilities',
    image: images.utilities,
    intro: [
      'Power distribution and water networks are built to run for decades and are maintained by crews who did not install them. We supply MV cable joints and terminations, power cables, lugs and connectors, feeder pillars and enclosures, identification and buried cable protection for utility networks, pumping stations and treatment plants.',
      'Our engineers support jointing and termination work with kit selection, tooling and guidance, so every joint is made to the kit manufacturer’s instructions and recorded.',
    ],
    highlights: [
      'MV 6.35/11 kV and 19/33 kV',
      'LV 0.6/1 kV',
      'Lugs 1.5 to 1000 mm²',
      'Warning tapes',
    ],
    sections: [
      {
        heading: 'Power Distribution',
        paragraphs: [
          'For MV and LV networks, substations, feeder pillars and street lighting, we supply cables, heat shrink joints and terminations, lugs and connectors with the tools and dies that match them. MV joints and terminations are heavy-wall kits with about 3:1 to 4:1 recovery, type-tested to IEC 60502-4 / HD 629.1 and rated for a 90 °C conductor temperature. Materials are selected to the utility’s approved specifications and supplied with the certificates its inspectors ask for.',
          'An MV joint or termination kit must match the cable construction, conductor size and screen type, so we confirm these from the cable datasheet before supply.',
        ],
      },
      {
        heading: 'Water and Wastewater',
        paragraphs: [
          'Pumping stations and treatment plants combine damp, corrosive atmospheres with submerged equipment. Stainless steel and GRP enclosures resist hydrogen sulphide and chemical dosing areas; IP68 connectors and re-enterable gel keep submersible pump and instrument connections dry.',
        ],
      },
      {
        heading: 'Buried Cable Protection and Identification',
        bullets: [
          'Underground warning tapes laid above cables and pipes in utility colours',
          'Cable markers at joints, terminations and route points',
          'Feeder and circuit labelling inside pillars and substations',
          'Heat shrink end caps to seal cable ends during installation',
        ],
      },
    ],
    cardGroups: [
      {
        heading: 'Key Components',
        cards: [
          component(
            'Heat Shrink Joints & Terminations',
            'Heavy-wall MV joints and terminations (about 3:1 to 4:1 recovery) type-tested to IEC 60502-4 / HD 629.1 and rated for a 90 °C conductor temperature, with LV joints and end caps.',
            'heat-shrink.svg',
            'Heat shrink sleeves and moulded shapes',
          ),
          component(
            'Power Cables',
            'LV 0.6/1 kV and MV 6.35/11 kV and 19/33 kV cables, armoured and unarmoured, to the utility’s specification.',
            'power-instrumentation-cables.svg',
            'Armoured power cables',
          ),
          component(
            'Lugs & Crimping Tools',
            'Copper and aluminium lugs and connectors for 1.5 to 1000 mm² conductors, with matching crimping tools and dies.',
            'termination-tools.svg',
            'Cable lugs and crimping tools',
          ),
          component(
            'Feeder Pillars & Enclosures',
            'Outdoor enclosures rated IP66/67/68 for distribution, street lighting and metering, UV tested for 2000 hours.',
            'junction-box-enclosures.svg',
            'Outdoor junction boxes and enclosures',
          ),
          component(
            'Identification & Warning Tapes',
            'Cable markers, feeder labels and underground warning tapes that identify circuits for the life of the network.',
            'labelling-systems.svg',
            'Cable markers, tags and labels',
          ),
          component(
            'IP68 Connectors & Gel',
            'Submersible connectors and re-enterable gel for pump, street lighting and instrument connections in wet chambers.',
            'ip68-connectors.svg',
            'IP68 submersible cable connectors',
          ),
        ],
      },
    ],
    quoteService: 'Other',
  },
  {
    path: '/construction',
    image: images.construction,
    intro: [
      'MEP contractors need containment and termination materials on site when the programme says, in the quantities each floor or zone needs. We supply cable tray, ladder, trunking, conduit, switch and socket boxes, glands, cables, fixings and labelling for commercial, residential and infrastructure projects.',
      'Our supply has supported landmark projects including a harbour, a resort, a museum, a tower, an expo site and a forces club.',
    ],
    highlights: [
      'Switch boxes 0.9 and 1.1 mm',
      'Box depths 35 and 47 mm',
      'Deliveries to site schedule',
      'Pre-cut cables',
    ],
    sections: [
      {
        heading: 'Supply to Site Schedules',
        paragraphs: [
          'Orders can be consolidated and called off by floor, zone or phase, so materials arrive as each area opens rather than crowding the laydown. Cables can be pre-cut to schedule lengths and labelled at both ends, which saves drum handling on congested sites.',
          'Material submittals, datasheets and samples are prepared for consultant approval before orders are released, so approved items are not substituted later in the project.',
        ],
      },
      {
        heading: 'Choosing Containment',
        bullets: [
          'Pre-galvanised tray and trunking for dry indoor areas',
          'Hot-dip galvanised or stainless steel for car parks, roofs and coastal exposure',
          'PVC conduit cast into slabs and walls; steel conduit where cables need mechanical protection',
          'Metal switch and socket boxes in 0.9 and 1.1 mm sheet, 35 and 47 mm deep',
          'Strut framing, hangers and fixings sized for the loaded weight of the route',
        ],
      },
      {
        heading: 'Identification and Handover',
        paragraphs: [
          'Cable markers, distribution board labels and containment tags produced from your schedules make testing and handover faster, and leave the building owner with an installation that matches its as-built drawings.',
        ],
      },
    ],
    cardGroups: [
      {
        heading: 'Key Components',
        cards: [
          component(
            'Cable Management Systems',
            'Cable tray, ladder, trunking, conduit and switch and socket boxes for risers, ceilings, slabs and plant rooms.',
            'cable-management-system.svg',
            'Cable tray, trunking and conduit',
          ),
          component(
            'Cable Glands',
            'Industrial glands for armoured and unarmoured cables with M16 to M75 threads, with shrouds, locknuts and earth tags.',
            'cable-glands.svg',
            'Industrial cable glands',
          ),
          component(
            'Power & Control Cables',
            'LV 0.6/1 kV power cables and control cables up to 61 core, armoured or unarmoured, to the project specification.',
            'power-instrumentation-cables.svg',
            'Power and control cables',
          ),
          component(
            'Cable Ties & Fixings',
            'Nylon ties rated to 85 °C, stainless steel ties rated to 538 °C, mounts and fixings for securing cables on tray and in ceilings.',
            'cable-ties.svg',
            'Nylon and stainless steel cable ties',
          ),
          component(
            'Identification & Labelling',
            'Cable markers, distribution board labels and equipment tags that make testing, handover and maintenance straightforward.',
            'labelling-systems.svg',
            'Cable markers, tags and labels',
          ),
        ],
      },
    ],
    quoteService: 'Other',
  },
  {
    path: '/industrial',
    image: images.industrial,
    intro: [
      'Factories, process plants, warehouses and automation lines run continuously, so their cable management must tolerate vibration, oil, heat and constant modification. We supply control stations and enclosures, cable glands, cable management and cleats, heat shrink, identification and E&I bulk materials, and build customised enclosures to your drawings.',
      'Our engineers help maintenance and projects teams specify replacements that fit the existing installation, and consolidate shutdown material lists into a single supply.',
    ],
    highlights: [
      'Control stations to 81 elements',
      'IP66/67/68 enclosures',
      'Thin-wall heat shrink −55 to +125 °C',
      'Consolidated E&I bulk',
    ],
    sections: [
      {
        heading: 'Plants and Automation Lines',
        paragraphs: [
          'Local control stations, junction boxes and socket combinations are built and wired in our workshop to your schematics, so they arrive ready to mount. On the line, cable glands matched to each cable keep oil, coolant and washdown water out of motors, sensors and panels.',
          'Where drives share routes with instrument and network cables, segregation on the tray, EMC glands and screened terminations keep interference off signal circuits.',
        ],
      },
      {
        heading: 'Cable Cleats and Fault Protection',
        paragraphs: [
          'Single-core power cables move violently under short-circuit forces. Cable cleats, sized to the cable diameter and the prospective fault current and spaced along the tray or ladder, hold the cables in place so a fault does not become a fire or a damaged route.',
        ],
      },
      {
        heading: 'Maintenance and Shutdowns',
        bullets: [
          'Shutdown material lists consolidated and delivered as one supply',
          'Like-for-like replacements identified from existing tags and datasheets',
          'Identification renewed where labels have faded or been painted over',
          'Recommended spares lists for glands, lugs, heat shrink and markers in the sizes your plant uses',
        ],
      },
    ],
    cardGroups: [
      {
        heading: 'Key Components',
        cards: [
          component(
            'Control Stations & Enclosures',
            'Control stations with up to 81 elements and enclosures rated IP66/67/68, built and wired to your drawings.',
            'junction-box-enclosures.svg',
            'Control stations and enclosures',
          ),
          component(
            'Cable Glands',
            'Glands for armoured and unarmoured cables with M16 to M75 threads, sealing against oil, coolant and washdown water.',
            'cable-glands.svg',
            'Industrial cable glands',
          ),
          component(
            'Cable Management & Cleats',
            'Cable tray, ladder, trunking and conduit, with cable cleats to restrain single-core cables under fault conditions.',
            'cable-management-system.svg',
            'Cable tray, ladder and cleats',
          ),
          component(
            'Heat Shrink',
            'Thin-wall sleeves with a 2:1 ratio and a −55 to +125 °C operating range, and moulded shapes, for insulating and sealing LV terminations and wiring.',
            'heat-shrink.svg',
            'Heat shrink sleeves and moulded shapes',
          ),
          component(
            'Identification & Labelling',
            'Equipment tags, cable markers, pipe markers and valve tags that survive heat, oil and cleaning.',
            'labelling-systems.svg',
            'Industrial labels, tags and markers',
          ),
          component(
            'E&I Bulk Materials',
            'Cables, tubing, fittings, earthing, fixings and consumables consolidated into one supply for projects and shutdowns.',
            'instrumentation-bulk.svg',
            'Electrical and instrumentation bulk materials',
          ),
        ],
      },
    ],
    quoteService: 'Other',
  },
];

export const industrySummaries: IndustrySummary[] = [
  {
    path: '/landscape',
    description:
      'IP68 connectors, re-enterable gel, junction boxes and in-ground power for landscape lighting, fountains, lakes, pools and other water bodies.',
    image: images.landscape,
  },
  {
    path: '/oilgas',
    description:
      'Hazardous-area glands, enclosures, cables and termination support for oil and gas facilities, quoted from the manufacturers on your vendor list.',
    image: images.oilGas,
  },
  {
    path: '/solar',
    description:
      'UV-resistant cable ties, combiner enclosures, cable management and glands for rooftop and utility-scale PV plants in desert conditions.',
    image: images.solar,
  },
  {
    path: '/utilities',
    description:
      'MV joints and terminations, power cables, lugs, enclosures and identification for power distribution and water networks.',
    image: images.utilities,
  },
  {
    path: '/construction',
    description:
      'Cable tray, trunking, conduit, switch and socket boxes, glands and labelling delivered to MEP site schedules.',
    image: images.construction,
  },
  {
    path: '/industrial',
    description:
      'Control stations, enclosures, cable cleats, heat shrink and identification for factories, process plants and automation lines.',
    image: images.industrial,
  },
];

export const getIndustry = lookupByPath(industries, 'industry page');
