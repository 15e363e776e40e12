/**
 * Blog articles, in the order /blog lists them (oldest first). Titles, headings and meta descriptions live in
 * content/routes.ts; this file holds the body of each article.
 * Author names are invented placeholders (see content/PLACEHOLDERS.md).
 */
import type { RoutePath } from './routes';
import { site } from './site';
import type { Article, Picture } from './types';
import { lookupByPath } from './lookup';

/** Route paths the article links to; typed so a renamed route breaks the build. */
const related = (...paths: RoutePath[]) => paths;

const header = (file: string, alt: string): Picture => ({
  src: `/images/blog/${file}`,
  alt,
  width: 1200,
  height: 500,
});

const side = (src: string, alt: string): Picture => ({ src, alt, width: 800, height: 600 });

export const articles: Article[] = [
  {
    path: '/blogdetail',
    published: '2025-03-18',
    author: 'Arjun Nair, Senior Applications Engineer',
    excerpt:
      'A cable gland seals the entry, holds the cable and carries armour fault current. This guide covers gland types, selection by cable and armour, IP and Ex ratings, M16 to M75 entry threads and the installation mistakes we see most often.',
    subtitle:
      'Matching glands to cable construction, ingress protection and hazardous-area certification, from the cable schedule to the gland plate.',
    headerImage: header(
      'cable-glands.svg',
      'Armoured and unarmoured cable glands fitted to an enclosure gland plate',
    ),
    sideImage: side(
      '/images/products/cable-glands.svg',
      'Brass and stainless steel cable glands with seals, locknuts and shrouds',
    ),
    intro: [
      'A cable gland is a small part with three jobs. It seals the cable entry so the enclosure keeps its ingress protection rating, it anchors the cable so pulling and vibration never load the terminals, and on armoured cable it terminates the armour and carries earth fault current to the enclosure. When any of those jobs fails, the result is a wet terminal chamber, a loose conductor, a broken protective path or, in a hazardous area, an installation that no longer matches its certificate.',
      "Glands are often ordered last, from a cable schedule that gives only conductor size and core count. The right choice depends on more than that: the cable's sheath and armour dimensions, the armour type, the enclosure's entry thread, the environment and the area classification. This article works through each decision in the order an engineer would make it, with notes on Gulf site conditions.",
    ],
    sections: [
      {
        heading: 'Gland types and what each is for',
        paragraphs: [
          'Industrial glands for safe areas are covered by BS EN 62444 (IEC 62444), which classifies glands by performance (cable retention, impact, ingress protection and, for metallic glands, earth fault current) rather than by construction. Many specifications in the region still use the older BS 6121 type names, so it helps to know both.',
        ],
        bullets: [
          'Unarmoured glands (A1/A2 types): a seal on the outer sheath for flexible cords and unarmoured PVC or LSZH cables. Nylon bodies suit light indoor duty; nickel-plated brass or stainless steel suit industrial use.',
          'Indoor armoured glands (BW type): an armour clamp without a sheath seal, for dry indoor locations where the enclosure does not rely on the gland for its IP rating.',
          'Outdoor armoured glands (CW type): an outer seal on the sheath plus the armour clamp; the general-purpose choice for steel wire armoured cable outdoors.',
          'Double-seal glands (E1W type and similar): an inner seal on the bedding and an outer seal on the sheath, giving a sealed armour chamber for deluge, wash-down and exposed plant areas.',
          'Barrier (compound) glands: the cores pass through a setting compound that seals around each conductor and fills the cable interstices, so gas or flame cannot travel through the cable into or out of a flameproof enclosure.',
          'EMC glands: a 360-degree contact onto the braid or screen, used on variable-speed drive motor cables and screened instrument cables to bond the screen with low impedance at high frequency.',
        ],
      },
      {
        heading: 'Selecting by cable construction and armour',
        paragraphs: [
          "Start from the measured dimensions in the cable manufacturer's datasheet, not the nominal conductor size. Each gland has a seal range for the inner sheath, a seal range for the outer sheath and an armour clamping range, and the cable must fall within all three. Two cables with the same conductor size from different manufacturers can differ by a whole gland size.",
          'Armour type decides the clamping arrangement. Steel wire armour (SWA) is standard on multicore power and control cables to BS 5467 (PVC sheath) and BS 6724 (LSZH sheath). Single-core AC cables use aluminium wire armour (AWA), because steel armour around a single conductor heats up from induced currents and hysteresis; the gland must suit aluminium wire and be bonded as the design intends, at one end or both. Braided cables need a cone or clamping ring designed for braid, which is thinner and easier to crush than wire armour.',
          'LSZH sheaths are softer than PVC, and some compounds cold-flow under sustained pressure, more so at high ambient temperatures. Choose glands with seals designed for LSZH, preferably with controlled compression, and never over-tighten to make up for a poor size match.',
        ],
        bullets: [
          'Record inner sheath, outer sheath and armour wire diameter for every cable type on the schedule.',
          'Confirm the clamp suits the armour: steel wire, aluminium wire, braid or tape.',
          'Where the armour is part of the protective conductor, check the gland earth fault rating against the fault level and disconnection time.',
          'Specify PVC or LSZH shrouds, matching the cable sheath, where glands are exposed to salt, sand or UV.',
        ],
      },
      {
        heading: 'Ingress protection: IP66, IP68 and the entry face',
        paragraphs: [
          'IP codes are defined in IEC 60529 (BS EN 60529). IP66 means dust-tight and protected against powerful water jets; IP68 means protected against continuous immersion under conditions stated by the manufacturer, usually a depth and a duration. The two are different tests, and a gland rated only IPX8 is not proven against jets, so outdoor glands are normally dual-rated IP66/IP68.',
          'The gland rating is only as good as its joint with the enclosure. Fit an IP sealing washer or O-ring at the entry face on clearance holes, and on threaded entries where the manufacturer calls for one, and confirm that the enclosure itself is rated at least as high as the specification demands. In the Gulf, fine dust and sand are as searching as water: holding IP6X depends on a fully compressed seal and a clean, flat entry face.',
        ],
      },
      {
        heading: 'Hazardous areas: Ex d, Ex e, Ex nR and the certificate',
        paragraphs: [
          'In a hazardous area the gland becomes part of the protection concept of the equipment it enters, so it must carry IECEx and/or ATEX certification for that concept, with an equipment protection level (EPL) and gas group that suit the zone. Zones 0, 1 and 2 (gas) and 20, 21 and 22 (dust) come from the area classification to IEC 60079-10-1 and IEC 60079-10-2; selection and installation follow IEC 60079-14.',
        ],
        bullets: [
          'Ex d (flameproof, IEC 60079-1): the gland maintains the integrity of a flameproof enclosure. Depending on the cable construction and the equipment, IEC 60079-14 may require a barrier gland with compound rather than a sealing-ring gland.',
          'Ex e (increased safety, IEC 60079-7): the gland maintains the ingress protection of the increased-safety enclosure, at least IP54 and usually IP66; there is no flamepath, but the gland must be certified for the concept.',
          'Ex nR (restricted breathing, IEC 60079-15): used on Zone 2 restricted-breathing enclosures, where the gland seal helps limit the ingress of gas; gland and enclosure must be compatible with the certificate.',
          'Ex t (dust, IEC 60079-31): glands for Zones 21 and 22 are certified against dust ingress as well.',
        ],
        subsections: [
          {
            heading: 'Reading the marking',
            paragraphs: [
              "Most certified glands carry dual or multiple certification, for example Ex db eb with Ex tb, so one part covers several concepts. Check the gas group (IIA, IIB or IIC), the equipment protection level and the service temperature range. On Gulf sites, confirm that the upper service temperature covers a sun-exposed enclosure, not just the shade ambient, and that the manufacturer is on the client's approved list before ordering.",
            ],
          },
        ],
      },
      {
        heading: 'Entry threads from M16 to M75',
        paragraphs: [
          'Metric threads are the norm on IEC-based projects, and glands are supplied with entry threads from M16 to M75, normally 1.5 mm pitch. Equipment built to North American practice often arrives with NPT entries to ASME B1.20.1, which are tapered and not interchangeable with metric threads.',
        ],
        bullets: [
          'Never force a metric gland into an NPT entry or the reverse: the threads look close but neither seal nor engage correctly.',
          'On flameproof entries, confirm the thread engagement the certificate requires, normally at least five full threads.',
          'Use certified adaptors and reducers only where the equipment certificate permits them, and do not stack them.',
          'Specify a longer entry thread where a locknut, earth tag and sealing washer are fitted to a clearance hole.',
          'Close unused entries with stopping plugs certified for the same protection concept; plastic transit caps are not suitable for service.',
        ],
      },
      {
        heading: 'Installation mistakes we see on site',
        bullets: [
          'Glands chosen from conductor size instead of measured cable diameters, leaving the seal loose or the armour unclamped.',
          'Armour cut too short for the cone to grip, or too long, leaving strands inside the enclosure.',
          'Seals over-tightened on LSZH sheaths, or the wrong seal insert left in a gland supplied with alternatives.',
          'Barrier compound mixed in the wrong proportion, packed with voids or energised before full cure; high ambient temperature also shortens working time.',
          'Earth tags omitted on non-metallic enclosures, leaving the armour unbonded.',
          'Shrouds missing on coastal sites, or fitted in a way that traps salt and sand against the gland.',
          'Painted threads, missing entry seals and open unused entries.',
        ],
        paragraphs: [
          `Most of these are caught by the initial inspection before energisation, which IEC 60079-17 requires to be a detailed inspection. ${site.name} supplies industrial and certified hazardous-area glands with matching shrouds, earth tags, locknuts and seals, and can check your cable schedule against gland sizes before you order. Send us the schedule and the enclosure entry details to request a quote.`,
        ],
      },
    ],
    listHeading: 'Key Benefits',
    list: [
      {
        title: 'Ratings that last',
        text: 'The IP66/IP68 and Ex rating of the equipment holds for the life of the installation, not just at handover.',
      },
      {
        title: 'Reliable earth continuity',
        text: 'Correctly clamped armour gives a protective path rated for the fault current it may have to carry.',
      },
      {
        title: 'Clean inspections',
        text: 'Glands matched to protection concept, gas group and temperature range pass IEC 60079-17 inspections without rework.',
      },
      {
        title: 'Fewer variants on site',
        text: 'Measured cable data lets you standardise on the smallest number of gland sizes and seal options.',
      },
      {
        title: 'Corrosion resistance',
        text: 'Body material and shrouds chosen for coastal salt and UV prevent seized, pitted glands at the first shutdown.',
      },
      {
        title: 'Faster installation',
        text: 'Complete kits with seals, earth tags, locknuts and shrouds mean crews never wait on a missing part.',
      },
    ],
    related: related('/GlandsAccessories', '/TerminationTools'),
  },
  {
    path: '/blogdetail2',
    published: '2025-05-06',
    author: 'Sara Haddad, Identification Systems Specialist',
    excerpt:
      'Durable identification links every cable, terminal and valve back to the drawings. We compare the main labelling technologies and where each performs best on industrial sites.',
    subtitle:
      'Cable markers, tags and plates that stay readable through heat, UV, salt and decades of maintenance.',
    headerImage: header(
      'labelling.svg',
      'Printed cable markers and stainless steel tags on terminated cables',
    ),
    sideImage: side(
      '/images/products/labelling-systems.svg',
      'Cable markers, equipment tags, pipe markers and a label printer',
    ),
    intro: [
      'On an industrial site the label is how a technician finds the right cable, core, valve or isolator without tracing it by hand. When markers fade, fall off or disagree with the drawings, fault-finding slows, permits take longer and the risk of working on the wrong circuit rises. Identification is not cosmetic: BS 7671 requires wiring to be identified so that it can be traced for inspection, testing and alteration, IEC 62491 sets out how cables and cores should be labelled, and most plant specifications require labels to last as long as the asset.',
      "Modern labelling systems combine durable materials with printing straight from the project's data, so a cable schedule becomes a batch of markers without handwriting or transcription errors. Which technology to use depends on where the label sits, what it must survive and how it will be read.",
    ],
    sections: [
      {
        heading: 'Why labels fail',
        paragraphs: [
          'Most label failures on Gulf sites come down to the environment rather than the printing. A label that performs well in an air-conditioned switchroom can be unreadable within a year on a pipe rack.',
        ],
        bullets: [
          'UV fades dye-based inks and embrittles unstabilised plastics and cable ties.',
          'Pressure-sensitive adhesives soften and creep when sun-exposed surfaces pass 60 °C.',
          'Wind-blown sand abrades printed surfaces that have no protective laminate.',
          'Salt air corrodes carbon steel fixings and undermines adhesive edges.',
          'Hydrocarbons, cleaning solvents and wash-down chemicals dissolve wax-based printing.',
        ],
      },
      {
        heading: 'Labelling technologies compared',
        bullets: [
          'Thermal transfer printed heat-shrink sleeves: polyolefin sleeves printed with resin ribbon and shrunk onto the cable or core. Permanent, solvent-resistant and unable to slide off once shrunk; the first choice for core and cable identification at terminations.',
          'Self-laminating wrap-around labels: a printed area covered by a clear tail that wraps over the text, protecting it from abrasion and chemicals. Ideal where cables are already terminated and a sleeve cannot be threaded on.',
          'Clip-on and slide-on markers: carriers with individual characters or printed inserts; quick to change in panels and marshalling cabinets where circuits are modified.',
          'Stainless steel tags: embossed or laser-marked 316 stainless tags fixed with stainless ties. The standard for outdoor, fire-exposed and offshore cable identification.',
          'Engraved laminate plates: two-ply laminates engraved through the top layer for equipment, panel and isolator identification; specify UV-stable grades outdoors.',
          'Laser-marked anodised aluminium and stainless plates: high-contrast, permanent marking for equipment ID plates, valve tags and rating plates.',
          'Pipe markers: colour bands, legends and flow arrows to BS 1710 or the client standard, sized by pipe diameter (up to 150 mm, 150 to 500 mm and over 500 mm).',
        ],
      },
      {
        heading: 'Choosing materials for Gulf conditions',
        paragraphs: [
          'For printed markers, the ribbon matters as much as the sleeve. Resin ribbons give the best resistance to abrasion, solvents and heat; wax and wax-resin ribbons are suitable only for indoor, low-handling locations. Ask the supplier for marking durability and solvent resistance data, for example to SAE AS81531, and for UV exposure results on the exact material and ribbon combination you intend to use.',
          'Outdoors, prefer mechanical fixing to adhesive. Stainless tags on 316 ties, heat-shrink sleeves and plates fixed with stainless screws or rivets will outlast any adhesive label in direct sun. Where adhesive labels are unavoidable, use polyester or polyimide stock with a high-temperature acrylic adhesive, applied to a clean, degreased surface at the temperature the manufacturer specifies. On coastal and offshore plant, every metallic part of the label system, including ties, screws and rivets, should be 316 stainless steel.',
        ],
      },
      {
        heading: 'From cable schedule to printed marker',
        paragraphs: [
          'The strength of an advanced labelling system is its data path. When every label is generated from the same cable schedule, terminal list or asset register as the drawings, the two cannot drift apart.',
        ],
        bullets: [
          'Agree the tagging convention early, using reference designations to IEC 81346 or the client numbering standard, including prefixes, separators and core numbering.',
          'Export legends directly from the cable schedule or CAD database into the printing software; do not retype them.',
          'Print in installation order and bundle by area or panel, with markers for both ends of each cable.',
          'Choose text height for the reading distance, and add barcodes or QR codes where tags link to a maintenance management system.',
          'Check a sample of every batch against the schedule before it leaves the print shop.',
        ],
      },
      {
        heading: 'Safety signs, warning tapes and tags',
        paragraphs: [
          "Identification also covers what people must not do. Safety signs should follow ISO 7010 symbols and ISO 3864 colours, accident prevention tags support lock-out and isolation procedures, and warning tapes above buried cables give an excavator's operator a last warning before the cable itself.",
          `${site.name} produces cable markers, stainless tags, engraved and laser-marked plates, pipe markers and safety tags in-house from your schedules, and supplies printers and consumables for teams that print on site. Send us your cable schedule or tag list to request a quote.`,
        ],
      },
    ],
    listHeading: 'Typical Applications',
    list: [
      {
        title: 'Switchrooms and MCCs',
        text: 'Cable and core markers at every termination, feeder and panel ID plates, and rotary switch plates.',
      },
      {
        title: 'Marshalling and instrument cabinets',
        text: 'Heat-shrink core markers and terminal markers that match loop drawings line for line.',
      },
      {
        title: 'Process plants and pipe racks',
        text: 'Stainless steel cable tags, pipe markers with flow direction and valve tags that survive sun and salt.',
      },
      {
        title: 'Cable routes and buried services',
        text: 'Tray markers at junctions and changes of direction, duct markers and warning tapes above buried cables.',
      },
      {
        title: 'Solar PV plants',
        text: 'UV-resistant labels for strings, combiner boxes and inverters, and DC warning labels.',
      },
      {
        title: 'Asset management',
        text: 'Laser-marked equipment plates carrying asset numbers and barcodes linked to the maintenance system.',
      },
      {
        title: 'Isolation and safety',
        text: 'Accident prevention tags, warning signs and isolation labels for maintenance procedures.',
      },
    ],
    related: related('/LabellingSystems', '/cable-industrial'),
  },
  {
    path: '/blogdetail3',
    published: '2025-06-24',
    author: 'Imran Qureshi, Enclosure Design Engineer',
    excerpt:
      'Enclosures in Gulf plants face fierce sun, fine dust, salt and sometimes an explosive atmosphere. Here is how to specify material, IP and IK ratings, heat management and Ex certification, and what customisation can change.',
    subtitle:
      'Material, sealing, heat and certification choices for junction boxes and control stations that must last outdoors.',
    headerImage: header(
      'enclosures.svg',
      'Stainless steel and GRP enclosures installed outdoors on an industrial site',
    ),
    sideImage: side(
      '/images/services/customised-enclosures.svg',
      'Customised enclosure with drilled gland entries, DIN rail and terminals',
    ),
    intro: [
      'A catalogue enclosure is designed for a generic environment. In the Gulf the same box may stand in direct sun at shade temperatures near 50 °C, be scoured by wind-blown sand, take salt spray on a coastal site and see near-saturated humidity overnight. Add a hazardous-area classification and a drawing that calls for specific entries, terminals and operators, and it is clear why many projects specify customised enclosures rather than a box off the shelf.',
      'Customisation rarely means designing from scratch. It usually means starting from a proven, certified enclosure and adapting it by drilling, fitting gland plates, terminals, DIN rail, operators, labels and wiring, all within the limits of its rating and certificate. The decisions below determine whether the finished unit will still be sealed and safe in ten years.',
    ],
    sections: [
      {
        heading: 'Choosing the enclosure material',
        paragraphs: [
          'Start from the corrosivity category of the site. Coastal, desalination and heavy industrial locations in the region are commonly C4 to C5 under ISO 9223 and ISO 12944-2, and material and coating should be chosen for that category rather than for appearance.',
        ],
        bullets: [
          'GRP (glass-reinforced polyester): non-corroding, insulating and light, with good UV resistance when stabilised resins are used. Needs an internal earth plate or bonding for metallic glands.',
          '316L stainless steel: strong and corrosion-resistant for coastal, offshore and chemical plant. Prefer 316L to 304, which pits in chloride-laden air; brushed or electropolished finishes outlast painted steel.',
          'Copper-free aluminium alloy: strong and light, common for flameproof enclosures; a polyester or epoxy powder coat improves resistance to salt.',
          'Polycarbonate: impact-resistant and economical for safe-area instrumentation and small junction boxes; use UV-stabilised grades and avoid solvents that cause stress cracking.',
          'Painted mild steel: acceptable indoors; outdoors it depends entirely on the coating and tends to corrode first at drilled holes and damaged edges.',
        ],
      },
      {
        heading: 'Ingress and impact protection',
        paragraphs: [
          'Specify IP ratings to IEC 60529 for the complete assembly, not just the empty box. IP66 is dust-tight and protected against powerful water jets, IP67 covers temporary immersion to 1 m for 30 minutes, and IP68 covers continuous immersion under conditions stated by the manufacturer. Enclosures rated IP66/67/68 cover most outdoor, wash-down and flood-risk locations. Every modification, whether an extra entry, a window or a push button, must carry a rating at least equal to the enclosure, or the whole assembly is downgraded.',
          'Impact resistance is specified as an IK code to IEC 62262. IK08 (5 joules) is a sensible minimum in plant areas, and IK10 (20 joules) is appropriate where vehicles, dropped tools or vandalism are a risk. Empty enclosures for low-voltage assemblies are tested to IEC 62208, which gives a common basis for comparing suppliers.',
        ],
      },
      {
        heading: 'UV, heat and condensation',
        paragraphs: [
          `Sunlight degrades polymers, gaskets and coatings. Ask for UV test evidence on the actual material: the junction boxes ${site.name} supplies are UV tested for 2000 hours, and xenon-arc results to ISO 4892-2 are a useful way to compare suppliers. Check gaskets too, since a cracked seal defeats a sound enclosure.`,
          'Heat is usually the harder design problem. Solar gain can lift the internal temperature 15 to 20 K above ambient, on top of the heat from terminals, relays and power supplies, while many electronic devices are rated for only 50 to 60 °C ambient. Calculate the temperature rise, for example by the IEC TR 60890 method, and reduce it with sun shields, light colours, mounting on the shaded side of structures and separating heat-producing devices.',
          'Condensation follows from large day and night temperature swings in humid coastal air. A sealed box breathes as it heats and cools, drawing in moist air that condenses on the cold lid at dawn. Breather drains, thermostatically controlled anti-condensation heaters and bottom-entry glands all help; in hazardous areas, breathers and drains must be certified for the protection concept.',
        ],
      },
      {
        heading: 'Hazardous-area enclosures',
        paragraphs: [
          'In Zone 1 and Zone 2 locations an enclosure that houses equipment must be certified under IECEx and/or ATEX for the protection concept it uses, with an equipment protection level that suits the zone (Gb for Zone 1, Gc for Zone 2; Db and Dc for dust Zones 21 and 22):',
        ],
        bullets: [
          'Ex e (increased safety, IEC 60079-7): GRP or stainless terminal and junction boxes with no sparking components. The number of terminals, conductor sizes and currents are limited by the certificate so the box stays within its temperature class.',
          'Ex d (flameproof, IEC 60079-1): aluminium or stainless enclosures that contain an internal explosion, used where switching devices are inside. Flamepaths must never be painted, damaged or machined on site.',
          'Ex i (intrinsic safety, IEC 60079-11): junction boxes for intrinsically safe circuits. A box holding only terminals is simple apparatus, which needs no certificate of its own; IS wiring is usually identified in light blue and segregated from non-IS wiring as IEC 60079-14 requires.',
          'Ex t (dust, IEC 60079-31): dust-tight enclosures for combustible dust Zones 21 and 22.',
        ],
        subsections: [
          {
            heading: 'Two points that matter in the Gulf',
            paragraphs: [
              'First, the standard ambient range in IEC 60079-0 is −20 °C to +40 °C. Unless the marking states an extended range, the equipment is not certified for a 50 °C shade ambient, so specify +55 °C or +60 °C where the site needs it. The certified ambient (Ta) is a shade temperature: solar heating of a box in direct sun comes on top of it and is handled with sun shades or checked with the manufacturer. Second, modifications must stay within the certificate: drilling, added entries and component changes on Ex equipment are made by the manufacturer or an authorised assembler, with documents that prove conformity.',
            ],
          },
        ],
      },
      {
        heading: 'What customisation covers',
        bullets: [
          'Entry drilling and threading to your gland schedule, from M16 to M75, on the faces and at the positions you specify.',
          'Gland plates, earth studs and internal earth bars.',
          'DIN rail, terminals, fuse and disconnect terminals, marked to your wiring diagram.',
          'Push buttons, selector switches, indicator lamps, emergency stops and socket outlets, including control stations of up to 81 elements.',
          'Mounting brackets, sun shields, floor stands and stainless hardware.',
          'Routine tests: wiring check, continuity and insulation resistance, with test records.',
        ],
        paragraphs: [
          `${site.name} builds enclosures to project drawings, from single junction boxes to batches of identical control stations. Send us the datasheet, general arrangement drawing or a marked-up sketch of entries and components to request a quote.`,
        ],
      },
    ],
    listHeading: 'Key Benefits',
    list: [
      {
        title: 'Right first time',
        text: 'Entries, terminals and operators arrive exactly where the drawings show them, with no drilling on site.',
      },
      {
        title: 'Ratings preserved',
        text: 'Modifications are made within the IP and Ex certificates and documented for the inspection file.',
      },
      {
        title: 'Longer service life',
        text: 'Material, coating and gaskets are chosen for the corrosivity category and UV exposure of the site.',
      },
      {
        title: 'Cooler, drier interiors',
        text: 'Sun shields, breathers and heaters are designed in, protecting the components inside from heat and condensation.',
      },
      {
        title: 'Less site labour',
        text: 'Pre-wired, labelled and tested units cut installation time and hot work in live plant.',
      },
      {
        title: 'Traceable quality',
        text: 'Drawings, test records and certificates are supplied with every unit for handover.',
      },
    ],
    related: related('/customised-enclosure-solutions', '/product-detail'),
  },
  {
    path: '/blogdetail4',
    published: '2025-08-12',
    author: 'Daniel Mathew, Product Engineer, Connectors',
    excerpt:
      'IP68 means little until the depth and duration are stated. This article explains how gel-filled and mechanical connectors seal buried and submerged joints, and how to choose terminal blocks for reliable, maintainable circuits.',
    subtitle:
      'How gel-filled and mechanical connectors keep water out, and how to choose terminal blocks you can maintain.',
    headerImage: header(
      'ip68.svg',
      'Gel-filled IP68 cable connector on a submerged lighting cable',
    ),
    sideImage: side(
      '/images/products/ip68-connectors.svg',
      'IP68 cable connectors, gel packs and DIN rail terminal blocks',
    ),
    intro: [
      'Water finds every weakness in a connection. On landscape lighting, fountain pumps, irrigation controls, street furniture and buried feeds, a joint that lets moisture in shows first as nuisance tripping of the residual current device, then as corroded conductors, and finally as an open circuit or an earth fault. IP68 connectors and well-chosen terminal blocks prevent this, but only when the rating and the installation method suit the real conditions.',
      'This article explains what the IP68 code actually guarantees, compares the two main ways of sealing a connection, encapsulation in gel or resin and mechanical compression seals, and sets out how to select terminal blocks for control and distribution circuits.',
    ],
    sections: [
      {
        heading: 'What IP68 really means',
        paragraphs: [
          'Under IEC 60529 the second numeral 8 means protection against continuous immersion in water, under conditions agreed between manufacturer and user that must be more severe than IPX7 (immersion to 1 m for 30 minutes). The standard fixes no depth or duration, so an IP68 claim is useful only with its test conditions, for example 3 m for 72 hours. Ask for the depth, the duration, the water temperature and whether the sample was thermally cycled or flexed before testing.',
          'IPX8 does not imply resistance to water jets. A fountain connector may see both immersion and jets, while a wash-down area sees jets but never immersion; where both apply, look for dual coding such as IP66/IP68. IP codes also say nothing about long-term water vapour diffusion or pressure cycling, which is why buried low-voltage joints are also tested to cable accessory standards such as BS EN 50393 for 0.6/1 kV accessories.',
        ],
      },
      {
        heading: 'How water gets in',
        bullets: [
          'Along the sheath: a poor seal between connector body and cable, often because the cable diameter sits at the edge of the seal range.',
          'Through the cable: water wicks along stranded conductors by capillary action from a damaged cable end or another joint, reaching the terminal from inside the insulation.',
          'By breathing: trapped air expands and contracts as the joint heats and cools, pumping moisture through any microscopic leak path. Gulf day and night swings, and cold water meeting a sun-heated cable, make this worse.',
          'Through damage: sheaths nicked during stripping, abrasion on sharp edges, or housings cracked by UV.',
        ],
      },
      {
        heading: 'Gel-filled and resin-filled connectors',
        paragraphs: [
          'Encapsulating connectors surround the joint with a compound that fills every void, leaving no air space to breathe and no path for water. Two-part gels are mixed at a 1:1 ratio and poured into the connector shell, or supplied pre-filled. Re-enterable gels, silicone or soft polyurethane, cure to a soft, tacky mass that seals by adhesion and can be cut back to remake a joint; hard-setting polyurethane and epoxy resins are permanent.',
        ],
        bullets: [
          'Mix the whole pack, 1 litre or 10 litres, or measure both parts accurately; off-ratio gel can stay liquid or tacky and never seal.',
          'Stir thoroughly without whipping in air, then pour slowly down one side so trapped air can escape.',
          'Expect a shorter working time in summer, as the reaction speeds up with temperature: keep packs shaded and mix smaller batches outdoors.',
          'Clean and, where the manufacturer requires it, abrade the cable sheath so the compound bonds to it.',
          'Leave the joint undisturbed for the stated cure time, and check the shelf life of the packs before use.',
        ],
      },
      {
        heading: 'Mechanical IP68 connectors',
        paragraphs: [
          'Mechanical connectors seal with elastomer glands and O-rings compressed onto the cable sheath, with screw or insulation-displacement terminals inside. They install quickly, need no curing and can be opened for testing. Their weak points are the seal range and the tightening: each inlet suits a specific cable diameter range, under-tightening leaves a leak path and over-tightening can split the seal.',
          'Use mechanical connectors where joints must be reopened and the cable diameter is known. Choose encapsulated joints for permanently submerged or direct-buried locations and wherever a conductor may wick water. For fountains and pools, BS 7671 Section 702 (IEC 60364-7-702) requires IPX8 equipment in zone 0 and restricts the circuits allowed there, so the connector must suit both the zone and the supply.',
        ],
      },
      {
        heading: 'Choosing terminal blocks',
        paragraphs: [
          'Terminal blocks are the other half of a reliable circuit. Blocks for copper conductors are covered by IEC 60947-7-1, protective conductor blocks by IEC 60947-7-2 and fuse blocks by IEC 60947-7-3. Select first on rated voltage, rated current and conductor range, which for rail-mounted blocks runs from fractions of a mm² up to a few hundred mm², then on connection technology and function. Larger conductors, up to 1000 mm², are terminated with lugs on bolted power terminals rather than terminal blocks.',
        ],
        bullets: [
          'Screw clamp: accepts the widest range of conductors; tighten to the stated torque and re-check in high-vibration plant.',
          'Spring-clamp and push-in: vibration-resistant, quick to wire and maintenance-free; fit ferrules to fine-stranded conductors where the manufacturer requires.',
          'Disconnect and test blocks: isolate or measure instrument loops without lifting wires; use blocks with shorting links on current transformer circuits.',
          'Fuse blocks: local protection for instrument and control circuits.',
          'Protective conductor blocks: green and yellow, bonded to the DIN rail.',
          'Ex e certified blocks: required in increased-safety enclosures and used within the limits of the enclosure certificate.',
        ],
        subsections: [
          {
            heading: 'Planning for maintenance',
            paragraphs: [
              `Plan bridging, marking and around 20% spare terminals at design stage, separate different voltages with end plates and partitions, and mark every block to the wiring diagram. ${site.name} supplies IP68 connectors, gel and resin kits in 1 litre and 10 litre packs and terminal blocks from 1.5 mm² upwards; send us your cable sizes and site conditions to request a quote.`,
            ],
          },
        ],
      },
    ],
    listHeading: 'Typical Applications',
    list: [
      {
        title: 'Landscape and architectural lighting',
        text: 'Buried and in-ground luminaire connections that stay dry through irrigation and rain.',
      },
      {
        title: 'Fountains, pools and water features',
        text: 'Submersible pump and lighting joints rated for continuous immersion at the stated depth.',
      },
      {
        title: 'Irrigation and pump control',
        text: 'Solenoid valve and sensor splices in valve boxes that flood regularly.',
      },
      {
        title: 'Street lighting and external power',
        text: 'Column and feeder pillar connections, and in-ground power units in plazas and event spaces.',
      },
      {
        title: 'Solar PV and remote instrumentation',
        text: 'Sealed junctions for sensors and monitoring cables exposed to dust, heat and washing.',
      },
      {
        title: 'Control panels and marshalling cabinets',
        text: 'Terminal blocks with test, fuse and disconnect functions for maintainable control circuits.',
      },
    ],
    related: related('/ipconnectors', '/enterable'),
  },
  {
    path: '/blogdetail5',
    published: '2025-10-02',
    author: 'Faisal Rahman, Cable Management Engineer',
    excerpt:
      'Tray, ladder, trunking, conduit and cleats each solve a different problem. We look at how to choose between them, size them for cable fill and load, and plan containment that stays safe and easy to extend.',
    subtitle:
      'Choosing containment, sizing it for fill and load, and planning routes that leave room to grow.',
    headerImage: header(
      'cable-management.svg',
      'Cable ladder and tray runs carrying power and control cables on a pipe rack',
    ),
    sideImage: side(
      '/images/products/cable-management-system.svg',
      'Cable tray, cable ladder, trunking, conduit and cable cleats',
    ),
    intro: [
      'Cable containment is installed once and then lives with every change the facility makes. Chosen well, it lets a new circuit go in within an afternoon; chosen badly, every extension means overfilled trunking, cables derated by grouping or a second route built beside the first. In the Gulf, containment must also resist heat, UV, sand and salt for decades.',
      'This article compares the main containment systems (cable tray, cable ladder, trunking, conduit and cable cleats), explains how to size them for cable fill and mechanical load, and sets out the planning decisions that make a system safe, tidy and easy to extend.',
    ],
    sections: [
      {
        heading: 'Tray, ladder, trunking and conduit compared',
        bullets: [
          'Perforated cable tray: continuous support for small power, control and instrumentation cables, tested to IEC 61537; easy to fix cables to at any point.',
          'Cable ladder: rungs between side rails for large power cables and longer spans, with good heat dissipation and convenient fixing points for cleats and ties.',
          'Wire mesh tray: light and quick to modify, suited to data and light control cabling in buildings.',
          'Trunking: enclosed systems to BS EN 50085 for mechanical protection and a neat finish in plant rooms, workshops and commercial buildings; compartmented trunking segregates services.',
          'Conduit: rigid steel, PVC or flexible systems to BS EN 61386 for individual circuits, concealed wiring and final connections; flexible conduit absorbs vibration at motors.',
          'Strut framing: channel, brackets and hangers that support tray, ladder, conduit and equipment.',
        ],
      },
      {
        heading: 'Sizing for cable fill',
        paragraphs: [
          'Fill is a thermal limit as well as a physical one. Cables grouped on tray or bunched in trunking must be derated using the grouping factors in BS 7671 Appendix 4 (IEC 60364-5-52). Ladder and perforated tray with cables in a single layer give the most favourable factors, and generous containment often costs less than larger cables.',
        ],
        bullets: [
          'Trunking: keep to a space factor of no more than 45%, using cable factors from the IET On-Site Guide or manufacturer tables.',
          'Conduit: apply cable and conduit factors for the run length and number of bends, so cables can be drawn in without damage.',
          'Tray and ladder: set widths and tiers from the cable schedule, keeping power cables in a single layer where the rating calculation assumes it.',
          'Spare capacity: allow 20 to 30% for future circuits and state it in the specification so it is not used up during construction.',
        ],
      },
      {
        heading: 'Sizing for load, span and expansion',
        paragraphs: [
          "IEC 61537 tests tray and ladder to a safe working load at a given support span, with limits on deflection. Calculate cable weight per metre from datasheets, add the future allowance and any point loads, and choose a product and span whose safe working load exceeds the total. Shorten the span rather than accept visible sag, and place supports near bends, tees and joints as the manufacturer's guide requires.",
          'Thermal expansion matters outdoors. Steel expands about 12 mm per 100 m for every 10 K, so a ladder run on an exposed pipe rack with a 40 K daily swing moves nearly 50 mm over 100 m. Fit expansion splice plates at the intervals the manufacturer specifies and let the ladder slide in guide clamps rather than fixing it rigidly at every support.',
        ],
      },
      {
        heading: 'Cable cleats and short-circuit forces',
        paragraphs: [
          'During a short circuit, single-core cables repel or attract each other with a force that rises with the square of the peak fault current. Without restraint they can whip off the ladder, damaging insulation and the containment. Cleats tested to IEC 61914 for the prospective peak short-circuit current, installed at the spacing the calculation gives, keep trefoil groups and large multicore cables in place and hold their weight on vertical runs.',
        ],
        bullets: [
          'Use cleats rated for the peak fault current at the installed spacing, not ties, to restrain single-core power cables.',
          'Choose non-ferrous or stainless cleats for single-core AC cables so no closed magnetic loop forms around a single conductor.',
          'Select cleat material for the environment: 316 stainless steel or UV-stabilised polymer outdoors.',
        ],
      },
      {
        heading: 'Materials and finishes for Gulf sites',
        bullets: [
          'Pre-galvanised steel (EN 10346): indoor, dry locations only, since cut edges are left unprotected.',
          'Hot-dip galvanised after fabrication (ISO 1461): general outdoor use; touch up cut edges with zinc-rich paint.',
          '316L stainless steel: coastal, offshore, desalination and chemical plant, with 316 fixings to avoid galvanic corrosion.',
          'GRP: corrosive chemical areas and where non-conductive containment helps; UV-stabilised resins outdoors.',
          'PVC trunking and conduit: indoor or shaded use, or UV-stabilised grades outdoors, allowing for greater expansion and lower stiffness in heat.',
        ],
        paragraphs: [
          'Match fixings to the containment material. Outdoors, use UV-stabilised black nylon 6.6 ties, rated to 85 °C, or 316 stainless steel ties, rated to 538 °C; natural nylon ties turn brittle quickly in direct sun.',
        ],
      },
      {
        heading: 'Planning containment that is safe and easy to extend',
        bullets: [
          'Segregate power, control, instrumentation, data and intrinsically safe circuits on separate tiers or compartments, following BS 7671 Section 528, BS EN 50174-2 for data and IEC 60079-14 for intrinsically safe circuits.',
          'Size bends and risers for the minimum bending radius of the largest cable; this often decides the ladder fitting radius.',
          'Support fire-resistant and escape-route cabling with metal fixings so it cannot collapse early in a fire, as BS 7671 requires.',
          "Bond metallic containment to earth and keep continuity across joints with the manufacturer's couplers or bonding straps.",
          'Leave working space beside and above tray for pulling in future cables, and coordinate routes with mechanical services in the 3D model before fabrication.',
          'Mark tray routes and junctions so future cables follow the intended tier.',
        ],
        paragraphs: [
          `${site.name} supplies tray, ladder, trunking, conduit, strut, cleats, ties and fixings as one coordinated package. Share your cable schedule and route layout to request a quote.`,
        ],
      },
    ],
    listHeading: 'Key Benefits',
    list: [
      {
        title: 'Room to grow',
        text: 'Spare capacity and clear segregation let new circuits go in without rebuilding the route.',
      },
      {
        title: 'Correct cable ratings',
        text: 'Containment sized for fill keeps grouping factors in line with the cable rating calculation.',
      },
      {
        title: 'Fault withstand',
        text: 'Rated cleats keep single-core cables in place under short-circuit forces.',
      },
      {
        title: 'Long service life',
        text: 'Finishes and fixings matched to the corrosivity of the site resist salt, UV and heat.',
      },
      {
        title: 'Safer maintenance',
        text: 'Tidy, labelled and segregated routes make circuits easy to trace and isolate.',
      },
      {
        title: 'Faster installation',
        text: 'A complete package of containment, supports and fixings keeps crews working without waiting for parts.',
      },
    ],
    related: related('/CableManagementSystem', '/Cableties'),
  },
];

/** The article at a blog path; throws for a path that is not one of the five articles. */
export const getArticle = lookupByPath(articles, 'article');
