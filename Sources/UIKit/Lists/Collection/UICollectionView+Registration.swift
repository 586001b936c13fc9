import Foundation

extension UICollectionView {
    /// A cell class (or nib) with the handler that configures it for an item.
    /// Made once (outside the data source's cell provider) and passed to
    /// `dequeueConfiguredReusableCell(using:for:item:)`; each registration
    /// has its own reuse queue.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        public let cellNib: UINib?
        public let handler: Handler
        package let reuseIdentifier: String

        public init(handler: @escaping Handler) {
            self.init(cellNib: nil, handler: handler)
        }

        public init(cellNib: UINib?, handler: @escaping Handler) {
            self.cellNib = cellNib
            self.handler = handler
            reuseIdentifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
        }
    }

    /// A supplementary view class (or nib) for one element kind, with the handler that configures it.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        public let elementKind: String
        public let supplementaryNib: UINib?
        public let handler: Handler
        package let reuseIdentifier: String

        public init(elementKind: String, handler: @escaping Handler) {
            self.init(supplementaryNib: nil, elementKind: elementKind, handler: handler)
        }

        public init(supplementaryNib: UINib?, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.supplementaryNib = supplementaryNib
            self.handler = handler
            reuseIdentifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
        }
    }

    /// Dequeues a cell of the registration's class (registering it at first use) and runs its handler with `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                                 for indexPath: IndexPath, item: Item?) -> Cell {
        if registeredIdentifiers.insert(registration.reuseIdentifier).inserted {
            if let nib = registration.cellNib {
                register(nib, forCellWithReuseIdentifier: registration.reuseIdentifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
            }
        }
        let view = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = view as? Cell else {
            preconditionFailure("UICollectionView: the registration made a \(type(of: view)), not a \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// Dequeues a supplementary view of the registration's class and kind and runs its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        if registeredIdentifiers.insert(registration.reuseIdentifier).inserted {
            if let nib = registration.supplementaryNib {
                register(nib, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
            }
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let supplementary = view as? Supplementary else {
            preconditionFailure("UICollectionView: the registration made a \(type(of: view)), not a \(Supplementary.self)")
        }
        registration.handler(supplementary, registration.elementKind, indexPath)
        return supplementary
    }
}
